import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApiApp } from '../api';
import { apiConfigFromEnv } from '../config';
import {
  loggerOptions,
  maskedUrl,
  MASK,
  MAX_PATH_LENGTH,
  type ServerLimits,
} from '@storefront/server-kit';
import { closedWithin, connectTo } from '@storefront/testing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue 29 item 6 on a real listening server: a body that trickles in is cut off at the request
 * deadline (here driven small), connections beyond the cap are refused, and no request log line
 * holds a subscriber token.
 */
const SMALL: ServerLimits = {
  requestTimeoutMs: 400,
  headersTimeoutMs: 400,
  idleTimeoutMs: 10_000,
  timeoutCheckIntervalMs: 50,
  maxConnections: 3,
};
/** The trickle's pace: far inside the idle timeout, so only the request deadline can end it. */
const TRICKLE_INTERVAL_MS = 50;
/** Well past the deadline plus one check, well inside Node's default (300 s) that let the audit's body live on. */
const CUT_OFF_WITHIN_MS = 3_000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-limits-'));
const lines: string[] = [];
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  const config = {
    ...apiConfigFromEnv({
      DATABASE_FILE: path.join(dir, 'limits.sqlite'),
      TOKEN_SECRET: 'x'.repeat(32),
    }),
    logLevel: 'info',
  };
  app = await createApiApp(
    config,
    { logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }) },
    SMALL,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const connect = () => connectTo(port);

describe('request time limits', () => {
  it('cuts off a body that trickles in one byte at a time', async () => {
    const socket = await connect();
    socket.write(
      'POST /service/login/api/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nCookie: csrf_token=t0123456789abcdef\r\nX-CSRF-Token: t0123456789abcdef\r\nContent-Length: 1000\r\n\r\n',
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const drip = setInterval(() => socket.writable && socket.write(' '), TRICKLE_INTERVAL_MS);
    try {
      await closedWithin(socket, CUT_OFF_WITHIN_MS);
    } finally {
      clearInterval(drip);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers a request that arrives in time', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/service/health/live`)).status).toBe(200);
  });
});

describe('path length (issue 29 item 1)', () => {
  it('answers 414 for a path over the limit, before any route reads it', async () => {
    const slashed = await fetch(`http://127.0.0.1:${port}/service/a${'/'.repeat(15_000)}b`);
    expect(slashed.status).toBe(414);
    expect(slashed.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(
      (await fetch(`http://127.0.0.1:${port}/service/health/live?q=${'x'.repeat(MAX_PATH_LENGTH)}`))
        .status,
    ).toBe(200);
  });
});

describe('connection cap', () => {
  it('refuses connections beyond the cap, and takes new ones once others close', async () => {
    const held = await Promise.all(Array.from({ length: SMALL.maxConnections }, connect));
    // Node accepts the TCP connection, then closes it at once when over maxConnections.
    const extra = await connect();
    await closedWithin(extra, CUT_OFF_WITHIN_MS);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`http://127.0.0.1:${port}/service/health/live`)).status).toBe(200);
  });
});

describe('request logs', () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

  it('never hold a subscriber token, in the path or the query', async () => {
    lines.length = 0;
    await fetch(
      `http://127.0.0.1:${port}/service/newsletter/api/private/newsletter-subscribers/${TOKEN}`,
    );
    await fetch(
      `http://127.0.0.1:${port}/service/newsletter/api/internal/newsletter-subscribers/${TOKEN}/doi`,
      { method: 'PUT' },
    );
    await fetch(
      `http://127.0.0.1:${port}/service/newsletter/api/private/customers/base-data?token=${TOKEN}&site=DE`,
    );
    await fetch(`http://127.0.0.1:${port}/subscribenewsletter/confirm?token=${TOKEN}`);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.filter((line) => line.includes(TOKEN))).toEqual([]);
    expect(lines.some((line) => line.includes(`newsletter-subscribers/${MASK}/doi`))).toBe(true);
    expect(lines.some((line) => line.includes(`base-data?token=${MASK}&site=DE`))).toBe(true);
  });

  it.each([
    [
      '/service/newsletter/api/private/newsletter-subscribers/abc',
      `/service/newsletter/api/private/newsletter-subscribers/${MASK}`,
    ],
    [
      '/service/newsletter/api/internal/newsletter-subscribers/abc/doi?x=1',
      `/service/newsletter/api/internal/newsletter-subscribers/${MASK}/doi?x=1`,
    ],
    ['/subscribenewsletter/confirm?token=abc', `/subscribenewsletter/confirm?token=${MASK}`],
    ['/x?accessToken=a&q=kaffee&password=p', `/x?accessToken=${MASK}&q=kaffee&password=${MASK}`],
    [
      '/service/newsletter/api/private/newsletter-subscribers',
      '/service/newsletter/api/private/newsletter-subscribers',
    ],
    ['/search?q=token', '/search?q=token'],
  ])('masks %s as %s', (url, masked) => {
    expect(maskedUrl(url)).toBe(masked);
  });
});
