/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression';

const bigHtml = `<!doctype html><html><body>${'<p>Storefront</p>'.repeat(200)}</body></html>`;
const bigJson = {
  products: Array.from({ length: 100 }, (_, index) => ({ id: `p-${index}`, name: 'Kaffee' })),
};

async function server(): Promise<FastifyInstance> {
  const app = Fastify();
  await registerCompression(app);
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(bigHtml));
  app.get('/tiny', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<p>ok</p>'),
  );
  await app.register(
    async (api) => {
      api.get('/products', async () => bigJson);
    },
    { prefix: '/service' },
  );
  return app;
}

describe("compression of the document server's answers", () => {
  it.each([
    ['br', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ['gzip;q=0.5, br;q=1', 'br', zlib.brotliDecompressSync],
  ])('HTML for Accept-Encoding %j goes out as %s', async (accept, encoding, decode) => {
    const app = await server();
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': accept } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(bigHtml) / 4);
    expect(decode(response.rawPayload).toString()).toBe(bigHtml);
  });

  it("compresses the API's JSON under /service", async () => {
    const app = await server();
    const response = await app.inject({
      url: '/service/products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString())).toEqual(bigJson);
  });

  it('sends plain bytes to a client that accepts no encoding, and never deflate or zstd', async () => {
    const app = await server();
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'zstd' },
    ]) {
      const response = await app.inject({ url: '/page', headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(bigHtml);
    }
  });

  it(`leaves bodies under ${COMPRESSION_THRESHOLD_BYTES} bytes as they are`, async () => {
    const app = await server();
    const response = await app.inject({ url: '/tiny', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<p>ok</p>');
  });

  it("serves a built file's pre-compressed copy as it is (no second compression)", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compression-'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    fs.writeFileSync(path.join(dist, 'main.js'), script);
    const prebuilt = zlib.brotliCompressSync(script);
    fs.writeFileSync(path.join(dist, 'main.js.br'), prebuilt);
    const app = Fastify();
    await registerCompression(app);
    await app.register(fastifyStatic, { root: dist, prefix: '/shell/', preCompressed: true });
    const response = await app.inject({
      url: '/shell/main.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(prebuilt)).toBe(true);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe('a streamed page through the compressor', () => {
  /**
   * The handler writes the first part, then waits until the client has decoded it before writing
   * the second: without a flush per write the compressor would hold the first part back and the
   * test could never finish (it would time out).
   */
  it.each([
    ['br', () => zlib.createBrotliDecompress()],
    ['gzip', () => zlib.createGunzip()],
  ])('arrives in parts with %s', async (encoding, decoder) => {
    let firstPartArrived: () => void = () => undefined;
    const firstPartSeen = new Promise<void>((resolve) => (firstPartArrived = resolve));
    // A test that fails must still close its held-open response.
    const app = Fastify({ forceCloseConnections: true });
    await registerCompression(app);
    app.get('/stream', (_request, reply) => {
      const body = new PassThrough();
      reply.type('text/html; charset=utf-8').send(body);
      body.write(`<!doctype html><html><body><main>${'first part '.repeat(150)}</main>`);
      void firstPartSeen.then(() => body.end('<footer>second part</footer></body></html>'));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const decoded = await new Promise<{
        encoding: string | undefined;
        text: string;
        partsBeforeEnd: string[];
      }>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port, path: '/stream', headers: { 'accept-encoding': encoding } },
            (response) => {
              const plain = response.pipe(decoder());
              let text = '';
              const partsBeforeEnd: string[] = [];
              plain.on('data', (chunk: Buffer) => {
                text += chunk.toString();
                if (text.includes('</main>') && !text.includes('second part')) {
                  partsBeforeEnd.push(text);
                  firstPartArrived();
                }
              });
              plain.on('end', () =>
                resolve({ encoding: response.headers['content-encoding'], text, partsBeforeEnd }),
              );
              plain.on('error', reject);
            },
          )
          .on('error', reject);
      });
      expect(decoded.encoding).toBe(encoding);
      expect(decoded.partsBeforeEnd.length).toBeGreaterThan(0);
      expect(decoded.text).toMatch(/<\/main><footer>second part<\/footer><\/body><\/html>$/);
    } finally {
      await app.close();
    }
  });
});
