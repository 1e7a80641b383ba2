import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from '@storefront/contracts';
import { createHttpClient } from './client';

// Runs in jsdom, whose XMLHttpRequest keeps a cookie jar and applies CORS as a browser does: a
// cross-origin call carries the shopper's cookies only when it is made with credentials.
let server: http.Server;
let apiOrigin: string;
const cookiesSeen: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    cookiesSeen.push(request.headers.cookie);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': 'application/json',
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'accept, x-csrf-token, content-type',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers);
      response.end();
      return;
    }
    response.writeHead(200, { ...headers, 'set-cookie': 'session=abc; Path=/; SameSite=None' });
    response.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the http client and cookies', () => {
  // NFPL-7.1-7, HSC-7-1, HSC-7-2: the calls go "with credentials included": the service's cookie,
  // set by one answer, comes back with the next call, also from another origin than the page's.
  it('NFPL-7.1-7, HSC-7-1, HSC-7-2: sends the cookies a service set with its next call (credentials included)', async () => {
    expect(new URL(apiOrigin).origin).not.toBe(location.origin);
    const client = createHttpClient({ baseURL: apiOrigin });
    const Ok = z.object({ ok: z.boolean() });
    await client.get('/first', Ok);
    await client.get('/second', Ok);
    expect(cookiesSeen.at(-2)).toBeUndefined();
    expect(cookiesSeen.at(-1)).toBe('session=abc');
  });
});
