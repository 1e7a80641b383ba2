import path from 'node:path';
import type { Site } from '@storefront/contracts';

const root = path.resolve(__dirname, '../../..');

/**
 * Where remote releases live: what a CDN bucket would hold (`RELEASE_STORE_DIR`, default
 * `.releases/`). `remotes/<name>/<release>/…` are a release's built files, never overwritten;
 * `registry/<environment>.json` (optionally `<environment>.<SITE>.json`) is the only mutable pointer (ARCHITECTURE.md, "Releases").
 */
export function releaseStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.RELEASE_STORE_DIR ?? '.releases');
}

/** The environment whose registry this server reads and the deploy command writes. */
export function releaseEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return env.STOREFRONT_ENV ?? 'local';
}

/** The environment's registry, or one site's entries over it (`<environment>.<SITE>.json`). */
export function registryFile(env: NodeJS.ProcessEnv = process.env, site?: Site): string {
  return path.join(releaseStoreDir(env), 'registry', `${releaseEnvironment(env)}${site ? `.${site}` : ''}.json`);
}

/** The folder of one remote's releases; its sub-folders are served under `/remotes/<name>/`. */
export function remoteReleasesDir(remote: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.join(releaseStoreDir(env), 'remotes', remote);
}
