import type { FastifyInstance } from 'fastify';

/**
 * Whether a request path names a server bundle: the shell's (`/shell/server/…`) or a remote's, of
 * the local build (`/remotes/<name>/server/…`) or of a release (`/remotes/<name>/<release>/server/…`).
 * Read after percent-decoding and without empty or dot segments, as the static routes read it.
 */
export function isServerBundlePath(url: string): boolean {
  const rawPath = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  if (segments[0] === 'shell') return segments[1] === 'server';
  if (segments[0] === 'remotes') return segments[2] === 'server' || segments[3] === 'server';
  return false;
}

/**
 * Server bundles are the render workers' (and the deploy's render gate's): they load them from disk
 * (`serverEntryLocation`, `serverBundleFile`), never over HTTP. Served publicly they handed anyone
 * the server code of every release, with whatever paths and internals it holds, so
 * they answer 404 before the static routes (and the fleet's fetch-on-miss) see the request.
 */
export function keepServerBundlesPrivate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isServerBundlePath(request.url)) return;
    await reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Not found');
  });
}
