/**
 * @jest-environment node
 */
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from '../compression';
import { createPageCache } from './pageCache';
import { sendCachedPage } from './cachedPageReply';

const html = `<!doctype html>${'<p>Káva, domácnost a móda</p>'.repeat(300)}`;

/** The cache's clock: set by hand, so a copy's age does not depend on how long compressing it took. */
let clockMs = 0;

async function server(status = 200): Promise<FastifyInstance> {
  clockMs = 0;
  const cache = createPageCache({ now: () => clockMs });
  await cache.store('page', status, html);
  const app = Fastify();
  await registerCompression(app);
  app.get('/', async (request, reply) => {
    const found = cache.lookup('page');
    if (!found) throw new Error('the page was not kept');
    return sendCachedPage(request, reply, found.page, found);
  });
  return app;
}

describe('a page answered from the page cache', () => {
  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
  ] as const)(
    'for Accept-Encoding %s goes out as %s and reads as the page',
    async (accept, encoding, decode) => {
      const app = await server();
      clockMs = 2_500;
      const response = await app.inject({ url: '/', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response.rawPayload).toString()).toBe(html);
      expect(response.headers['cache-status']).toBe('storefront; hit');
      expect(response.headers.age).toBe('2');
    },
  );

  it('answers 304 to a visitor who has this copy in this encoding, and the page to one who has another', async () => {
    const app = await server();
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const tag = String(first.headers.etag);
    expect(
      (await app.inject({ url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': tag } }))
        .statusCode,
    ).toBe(304);
    expect(
      (
        await app.inject({
          url: '/',
          headers: { 'accept-encoding': 'br', 'if-none-match': `W/${tag}` },
        })
      ).statusCode,
    ).toBe(304);
    const gzipped = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': tag },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers.etag).not.toBe(tag);
  });

  it('keeps the status of a not-found page', async () => {
    const response = await (
      await server(404)
    ).inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(404);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(html);
  });
});
