import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';

/** `/remotes/<remote>/<release>/…`: a file of a published release. */
const RELEASE_FILE = /^\/remotes\/([a-z]+)\/([0-9a-f]{12})\//;

/**
 * A page rendered by one host may ask another for its chunks: a release file this host lacks is
 * copied from the shared store (verified) before the static route answers, so a published file is
 * never a 404. One that cannot be copied is answered as missing, and logged.
 * Registered before the static routes.
 */
export function registerFetchOnMiss(
  app: FastifyInstance,
  ensure: (remote: RemoteName, release: string, request: FastifyRequest) => Promise<void>,
): void {
  app.addHook('onRequest', async (request) => {
    const [, name, release] = RELEASE_FILE.exec(request.url) ?? [];
    const remote = REMOTE_NAMES.find((candidate) => candidate === name);
    if (!remote || !release) return;
    await ensure(remote, release, request).catch((error: unknown) =>
      request.log.warn(
        { err: error, remote, release },
        'release file not copied from the store; answered as missing',
      ),
    );
  });
}
