import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@storefront/contracts';
import { apps, appNames, remoteNames } from './apps.cjs';

describe('the one list of apps (tools/workspace/apps.cjs)', () => {
  it('names the remotes the contracts type: the same names, in the same order', () => {
    expect(remoteNames).toEqual([...REMOTE_NAMES]);
  });

  it('puts the shell first and gives every remote a harness port of its own', () => {
    expect(appNames[0]).toBe('shell');
    const ports = apps.filter((app) => app.kind === 'remote').map((app) => app.devPort);
    expect(ports.every((port) => Number.isInteger(port))).toBe(true);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('leaves out the API, which is no federated app', () => {
    expect(fs.existsSync(path.join(__dirname, '../../apps/api/package.json'))).toBe(true);
    expect(appNames).not.toContain('api');
  });

  it("gives each remote's webpack config its harness port", () => {
    for (const app of apps.filter((candidate) => candidate.kind === 'remote')) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
      const configOf = require(path.join(app.dir, 'webpack.config.cjs')) as (
        env: Record<string, unknown>,
        argv: Record<string, unknown>,
      ) => { devServer?: { port?: number } };
      const browser = configOf({ WEBPACK_SERVE: true }, { mode: 'development' });
      expect(browser.devServer?.port).toBe(app.devPort);
    }
  });
});
