import { REMOTE_NAMES } from './schemas/registry';
import { SLOT_MODULES } from './exposedModules';

type WebpackConfig = (env: unknown, argv: { mode: string }) => { plugins: { _options?: { exposes?: Record<string, string> } }[] };

describe('the catalogue of modules the shell slots load', () => {
  it.each(REMOTE_NAMES)('%s exposes exactly its catalogue entries', (remote) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's real webpack config, CommonJS
    const config = (require(`../../../apps/${remote}/webpack.config.cjs`) as WebpackConfig)({}, { mode: 'production' });
    const exposes = config.plugins.map((plugin) => plugin._options?.exposes).find(Boolean) ?? {};
    expect(Object.keys(exposes).map((key) => key.replace(/^\.\//, '')).sort()).toEqual([...SLOT_MODULES[remote]].sort());
  });
});
