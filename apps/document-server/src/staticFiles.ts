import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import { releaseStoreDir, remoteReleasesDir } from '@storefront/releases';
import { registerFetchOnMiss } from './fleet/serve/fetchOnMiss';
import { keepServerBundlesPrivate } from './privateServerBundles';

/**
 * The built files: the shell's under `/shell/`, each remote's under `/remotes/<name>/` (its local
 * build, and `/remotes/<name>/<release>/…` from the release store). Server bundles are never served.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  {
    appsDir,
    shellDist,
    ensureRelease,
  }: {
    appsDir: string;
    shellDist: string;
    /** With a shared release store: a release file this host lacks is copied first (fetchOnMiss.ts). */
    ensureRelease?: (remote: RemoteName, release: string, request: FastifyRequest) => Promise<void>;
  },
): Promise<void> {
  const releasesRoot = releaseStoreDir() + path.sep;
  const staticOptions = {
    decorateReply: false,
    index: false as const,
    preCompressed: true,
    // Our own Cache-Control below; @fastify/static's default would replace it with max-age=0.
    cacheControl: false,
    setHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
      // Hashed chunks and every file of a release never change; the unversioned entries and
      // manifests of the local builds must be re-read after a build.
      const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file) || file.startsWith(releasesRoot);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  };
  // Before the static routes and the fleet's copying: server bundles are never served.
  keepServerBundlesPrivate(app);
  if (ensureRelease) registerFetchOnMiss(app, ensureRelease);
  await app.register(fastifyStatic, { root: shellDist, prefix: '/shell/', ...staticOptions });
  for (const remote of REMOTE_NAMES) {
    const releases = remoteReleasesDir(remote);
    fs.mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, {
      root: [path.join(appsDir, remote, 'dist'), releases],
      prefix: `/remotes/${remote}/`,
      ...staticOptions,
    });
  }
}
