// Bad input to `./storefront deploy|rollback|releases` (issue 25): a clear message, a non-zero exit
// code and the registry as it was.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { folderStore, deployRelease } from '@storefront/releases';

const tsx = path.join(__dirname, '../../../node_modules/tsx/dist/cli.mjs');
/** An address where no PostgreSQL listens (port 1 is never one). */
const UNREACHABLE_DATABASE = 'postgres://postgres@127.0.0.1:1/none';
/** Starting tsx on this machine takes a few seconds per command. */
const CLI_TEST_TIMEOUT_MS = 60_000;

let dir: string;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));
  env = { RELEASE_STORE_DIR: dir, STOREFRONT_ENV: 'test' };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function cli(
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', ...env, ...extraEnv };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [tsx, path.join(__dirname, 'cli.ts'), ...args],
      { env: childEnv },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const registryFiles = () =>
  fs.existsSync(path.join(dir, 'registry'))
    ? Object.fromEntries(
        fs
          .readdirSync(path.join(dir, 'registry'))
          .map((name) => [name, fs.readFileSync(path.join(dir, 'registry', name), 'utf8')]),
      )
    : {};

describe('./storefront deploy|rollback|releases refuses bad input', () => {
  let before: Record<string, string>;
  beforeEach(async () => {
    await deployRelease(
      folderStore(env),
      'footer',
      new Map([['mf-manifest.json', Buffer.from('{}')]]),
      { environment: 'test' },
      { actor: 'a', reason: '', commit: '' },
    );
    before = registryFiles();
  });

  it.each([
    ['an unknown remote', ['rollback', 'header'], {}, 'unknown remote "header"'],
    ['an unknown site', ['rollback', 'footer', '--site', 'FR'], {}, '--site must be one of DE, AT'],
    [
      'a malformed release id',
      ['rollback', 'footer', '--to', '../../etc'],
      {},
      '--to wants a release id',
    ],
    [
      'a release never published',
      ['rollback', 'footer', '--to', 'feedbeefcafe'],
      {},
      'footer has no release feedbeefcafe in',
    ],
    [
      'an unreachable store',
      ['rollback', 'footer'],
      { DATABASE_URL: UNREACHABLE_DATABASE },
      'The release store at postgres://postgres@127.0.0.1:1/none is not reachable',
    ],
    [
      'a folder that is no build',
      ['deploy', 'footer', '--dist', __dirname],
      {},
      'no build of footer',
    ],
    [
      'a canary share of 0 %',
      ['deploy', 'footer', '--percent', '0', '--dist', __dirname],
      {},
      '--percent wants a whole number of shoppers from 1 to 99',
    ],
    [
      'a canary share of 100 %',
      ['deploy', 'footer', '--percent', '100', '--dist', __dirname],
      {},
      '--percent wants a whole number of shoppers from 1 to 99',
    ],
    [
      'a canary share that is no number',
      ['deploy', 'footer', '--percent', 'half', '--dist', __dirname],
      {},
      'not "half"; nothing was published',
    ],
    [
      'rollout steps without a step time',
      ['deploy', 'footer', '--steps', '5,25,100', '--dist', __dirname],
      {},
      '--steps and --every go together; nothing was published.',
    ],
    [
      'rollout steps that fall',
      ['deploy', 'footer', '--steps', '25,5,100', '--every', '10m', '--dist', __dirname],
      {},
      '--steps wants shares that rise, e.g. 5,25,50,100, not 25,5,100; nothing was published.',
    ],
    [
      'a promote with no canary',
      ['promote', 'footer'],
      {},
      'footer has no canary to promote. The registry is unchanged.',
    ],
  ])(
    '%s',
    async (_case, args, extraEnv, message) => {
      const result = await cli(args, extraEnv);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(message);
      expect(registryFiles()).toEqual(before);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'checks a deploy against what the live shell published into the store, not this checkout’s build',
    async () => {
      await folderStore(env).publishShell('test', {
        provides: { react: '18.3.1' },
        slotModules: { footer: ['Footer', 'Gone'] },
      });
      const build = path.join(dir, 'build');
      fs.mkdirSync(build);
      fs.writeFileSync(
        path.join(build, 'mf-manifest.json'),
        JSON.stringify({
          shared: [{ name: 'react', requiredVersion: '^19.0.0' }],
          exposes: [{ path: './Footer' }],
        }),
      );
      const result = await cli(['deploy', 'footer', '--dist', build]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'footer needs react ^19.0.0, but the live shell provides 18.3.1.',
      );
      expect(result.stderr).toContain('footer no longer exposes Gone');
      expect(registryFiles()).toEqual(before);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'records the actor as the publisher of what it deploys, and lists who published each release',
    async () => {
      await folderStore(env).publishShell('test', {
        provides: {},
        slotModules: { footer: ['Footer'] },
      });
      const build = path.join(dir, 'build');
      fs.mkdirSync(build);
      fs.writeFileSync(
        path.join(build, 'mf-manifest.json'),
        JSON.stringify({ shared: [], exposes: [{ path: './Footer' }] }),
      );
      const deployed = await cli(['deploy', 'footer', '--dist', build, '--skip-render-gate'], {
        ALLOW_UNGATED_DEPLOY: 'true',
        DEPLOY_ACTOR: 'Ada',
      });
      expect(deployed.code).toBe(0);
      const listing = await cli(['releases', 'footer']);
      expect(listing.code).toBe(0);
      expect(listing.stdout).toMatch(/^\* [0-9a-f]{12} {2}\S+ {2}by Ada$/m);
      // The release of beforeEach, published without a publisher.
      expect(listing.stdout).toMatch(/^ {2}[0-9a-f]{12} {2}\S+ {2}by unknown$/m);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'lists the releases and every change with its actor and reason',
    async () => {
      const result = await cli(['rollback', 'footer', '--reason', 'broken footer'], {
        DEPLOY_ACTOR: 'Ada',
      });
      expect(result.stdout).toContain(
        'footer is back on the release the shell shipped with in test',
      );
      const listing = await cli(['releases', 'footer']);
      expect(listing.code).toBe(0);
      expect(listing.stdout).toMatch(/deploy .* -> [0-9a-f]{12}\s+by a/);
      expect(listing.stdout).toMatch(
        /rollback .* -> the release the shell shipped with\s+by Ada at [0-9a-f]{12}: broken footer/,
      );
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
