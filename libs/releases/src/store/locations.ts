import path from 'node:path';
import type { Site } from '@storefront/contracts';

const root = path.resolve(__dirname, '../../../..');

/**
 * Where remote releases live: what a CDN bucket would hold (`RELEASE_STORE_DIR`, default
 * `.releases/`). `remotes/<name>/<release>/…` are a release's built files, never overwritten;
 * `registry/<environment>.json` (optionally `<environment>.<SITE>.json`) is the only mutable pointer (docs/architecture/releases.md, "Releases").
 */
export function releaseStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.RELEASE_STORE_DIR ?? '.releases');
}

/** The environment whose registry this server reads and the deploy command writes. */
export function releaseEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return env.STOREFRONT_ENV ?? 'local';
}

/** Registry file names by store, environment and site: every page asks (registry.ts, canary/folderCanaries.ts), and resolving the path each time cost more than the stat that follows. */
const registryFiles = new Map<string, string>();

/** The environment's registry, or one site's entries over it (`<environment>.<SITE>.json`). */
export function registryFile(env: NodeJS.ProcessEnv = process.env, site?: Site): string {
  const key = `${env.RELEASE_STORE_DIR ?? ''}\n${releaseEnvironment(env)}\n${site ?? ''}`;
  let file = registryFiles.get(key);
  if (file === undefined) {
    file = path.join(
      releaseStoreDir(env),
      'registry',
      `${releaseEnvironment(env)}${site ? `.${site}` : ''}.json`,
    );
    registryFiles.set(key, file);
  }
  return file;
}

/** The folder of one remote's releases; its sub-folders are served under `/remotes/<name>/`. */
export function remoteReleasesDir(remote: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.join(releaseStoreDir(env), 'remotes', remote);
}
