import path from 'node:path';
import { serverEntryPath } from './serverEntryPath';

export interface ServerEntryRoots {
  /** The workspace's apps folder: `/remotes/<name>/…` is `<appsDir>/<name>/dist/…` (a local build). */
  appsDir: string;
  /** RELEASE_STORE_DIR: `/remotes/<name>/<release>/…` is `<releaseStoreDir>/remotes/<name>/<release>/…`. */
  releaseStoreDir: string;
  /** Whether a file exists (the document server looks in the local build first, then the release store). */
  exists(file: string): boolean;
}

/**
 * Where the server container of a registry entry is, for `loadServerModule`'s `serverEntry`
 * option: the same mapping the document server's static routes serve (apps/document-server/src/app.ts),
 * `/remotes/<name>/<release>/…` from the release store, the rest of `/remotes/<name>/…` from the
 * local build. An http(s) entry stays a URL. Not bundled into dist/server/entry.js: the bundle
 * holds no path policy, the document server (tsx) does.
 */
export function serverEntryLocation(manifestUrl: string, roots: ServerEntryRoots): string {
  return servedFileLocation(serverEntryPath(manifestUrl), roots);
}

/** Where a file the document server serves under `/remotes/` is (an http(s) address stays one). */
export function servedFileLocation(servedPath: string, roots: ServerEntryRoots): string {
  if (/^https?:\/\//.test(servedPath)) return servedPath;
  const match = /^\/remotes\/([a-z]+)\/(.+)$/.exec(servedPath);
  const [, remote, rest] = match ?? [];
  if (!remote || !rest || rest.split('/').includes('..'))
    throw new Error(`${servedPath} is no /remotes/<name>/… path`);
  const local = path.join(roots.appsDir, remote, 'dist', rest);
  return roots.exists(local) ? local : path.join(roots.releaseStoreDir, 'remotes', remote, rest);
}
