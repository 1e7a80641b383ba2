// `./storefront deploy|rollback|releases <remote>`: one team ships its remote alone (README, "Deploying one remote").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import { compatibilityProblems, type ReleaseManifest, type ShellProvides } from './compatibility';
import { listReleases, publishRelease, rollbackRelease, switchRelease } from './releases';
import { registryFile, remoteReleasesDir } from '../../apps/shell/server/releaseStore';

const root = path.resolve(__dirname, '../..');
const [command, remoteArg, ...flags] = process.argv.slice(2);
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!REMOTE_NAMES.includes(remoteArg as RemoteName)) fail(`usage: ./storefront deploy|rollback|releases <${REMOTE_NAMES.join('|')}> [--no-build]`);
const remote = remoteArg as RemoteName;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

switch (command) {
  case 'deploy': {
    if (!flags.includes('--no-build')) {
      const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), remote], { stdio: 'inherit' });
      if (build.status !== 0) fail(`Building ${remote} failed; nothing was published.`);
    }
    const id = publishRelease(remote, path.join(root, 'apps', remote, 'dist'));
    const manifest = readJson<ReleaseManifest>(path.join(remoteReleasesDir(remote), id, 'mf-manifest.json'));
    const shell = readJson<ShellProvides>(path.join(root, 'apps/shell/dist/shared-provided.json'));
    const problems = compatibilityProblems(remote, manifest, shell);
    if (problems.length > 0) fail(`Refused: release ${id} of ${remote} cannot run in the live shell; the registry is unchanged.\n- ${problems.join('\n- ')}`);
    switchRelease(remote, id);
    console.log(`${remote} release ${id} is live in ${registryFile()} (${seconds()}); pages loaded from now on use it.`);
    break;
  }
  case 'rollback': {
    let id: string;
    try {
      id = rollbackRelease(remote);
    } catch (error) {
      fail((error as Error).message);
    }
    console.log(`${remote} is back on release ${id} (${seconds()}).`);
    break;
  }
  case 'releases':
    for (const release of listReleases(remote)) console.log(`${release.live ? '*' : ' '} ${release.id}  ${release.published.toISOString()}`);
    break;
  default:
    fail(`usage: ./storefront deploy|rollback|releases <${REMOTE_NAMES.join('|')}> [--no-build]`);
}
