// `./storefront deploy|rollback|releases <remote>`: one team ships its remote alone (README, "Deploying one remote").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, SITES, type RemoteName, type Site } from '@storefront/contracts';
import { compatibilityProblems, type ReleaseManifest, type ShellProvides } from './compatibility';
import { listReleases, publishRelease, pruneReleases, RELEASES_KEPT_BY_PRUNE, rollbackRelease, switchRelease } from './releases';
import { registryFile, releaseStoreDir } from '../../apps/shell/server/releaseStore';
import { ALLOW_UNGATED_DEPLOY, renderGateProblems, SKIP_RENDER_GATE_FLAG } from './renderGate';

const root = path.resolve(__dirname, '../..');
const { positionals, values } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { site: { type: 'string' }, dist: { type: 'string' }, prune: { type: 'boolean' }, keep: { type: 'string' }, [SKIP_RENDER_GATE_FLAG]: { type: 'boolean' } } });
const [command, remoteArg] = positionals;
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!REMOTE_NAMES.includes(remoteArg as RemoteName)) fail(`usage: ./storefront deploy|rollback|releases <${REMOTE_NAMES.join('|')}> [--site <SITE>] [--dist <folder>] [--prune [--keep <N>]]`);
const remote = remoteArg as RemoteName;
// `--site AT`: the release goes live on one site only (its registry's entries override the environment's).
const siteArg = values.site;
if (siteArg !== undefined && !SITES.includes(siteArg as Site)) fail(`--site must be one of ${SITES.join(', ')}.`);
const site = siteArg as Site | undefined;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  switch (command) {
    case 'deploy': {
      // `--dist <dir>` publishes a folder already built; otherwise the remote is built from its source
      // into a scratch folder of the store, so the local builds stay untouched.
      const given = values.dist;
      const scratch = path.join(releaseStoreDir(), 'builds', String(process.pid));
      const dist = given !== undefined ? path.resolve(given) : path.join(scratch, remote);
      if (given === undefined) {
        const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), remote], { stdio: 'inherit', env: { ...process.env, BUILD_OUTPUT_DIR: scratch } });
        if (build.status !== 0) fail(`Building ${remote} failed; nothing was published.`);
      }
      if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) fail(`${dist} holds no build of ${remote} (no mf-manifest.json).`);
      // Checked before it is published: a release the live shell cannot serve never enters the store.
      const manifest = readJson<ReleaseManifest>(path.join(dist, 'mf-manifest.json'));
      const shell = readJson<ShellProvides>(path.join(root, 'apps/shell/dist/shared-provided.json'));
      const problems = compatibilityProblems(remote, manifest, shell);
      if (problems.length > 0) {
        fs.rmSync(scratch, { recursive: true, force: true });
        fail(`Refused: this build of ${remote} cannot run in the live shell; nothing was published and the registry is unchanged.\n- ${problems.join('\n- ')}`);
      }
      // Rendered on the server before shoppers see it (issue 26 item 4): a release whose server code throws, spins, leaks or renders nothing stays out.
      if (values[SKIP_RENDER_GATE_FLAG]) {
        if (process.env[ALLOW_UNGATED_DEPLOY] !== 'true') fail(`--${SKIP_RENDER_GATE_FLAG} is for tests only and needs ${ALLOW_UNGATED_DEPLOY}=true; nothing was published.`);
        console.warn(`${remote}: the render gate was skipped (--${SKIP_RENDER_GATE_FLAG}).`);
      } else {
        const refused = await renderGateProblems(remote, dist);
        if (refused.length > 0) {
          fs.rmSync(scratch, { recursive: true, force: true });
          fail(`Refused: this build of ${remote} fails its server render; nothing was published and the registry is unchanged.\n- ${refused.join('\n- ')}`);
        }
      }
      const id = publishRelease(remote, dist);
      fs.rmSync(scratch, { recursive: true, force: true });
      switchRelease(remote, id, process.env, site);
      console.log(`${remote} release ${id} is live in ${registryFile(process.env, site)} (${seconds()}); pages loaded from now on use it.`);
      break;
    }
    case 'rollback': {
      let id: string;
      try {
        id = rollbackRelease(remote, process.env, site);
      } catch (error) {
        fail((error as Error).message);
      }
      console.log(`${remote} is back on release ${id} (${seconds()}).`);
      break;
    }
    case 'releases': {
      if (values.prune) {
        const keep = values.keep === undefined ? RELEASES_KEPT_BY_PRUNE : Number(values.keep);
        if (!Number.isSafeInteger(keep) || keep < 1) fail(`--keep wants a whole number of releases, at least 1, not ${String(values.keep)}.`);
        const pruned = pruneReleases(remote, process.env, keep);
        console.log(pruned.length > 0 ? `Pruned ${pruned.length} release(s) of ${remote} no registry uses: ${pruned.join(', ')}.` : `Nothing to prune: every release of ${remote} is in use or among the ${keep} newest.`);
      }
      for (const release of listReleases(remote, process.env, site)) console.log(`${release.live ? '*' : ' '} ${release.id}  ${release.published.toISOString()}`);
      break;
    }
    default:
      fail(`usage: ./storefront deploy|rollback|releases <${REMOTE_NAMES.join('|')}> [--site <SITE>] [--dist <folder>] [--prune [--keep <N>]]`);
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
