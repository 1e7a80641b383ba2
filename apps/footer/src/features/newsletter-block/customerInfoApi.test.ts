/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, type HttpClient } from '@storefront/platform';
import { fetchNlStatus } from './customerInfoApi';

let seen: { url?: string; headers: http.IncomingHttpHeaders }[] = [];
let nlStatus: string | null = 'SUBSCRIBED';
let server: http.Server;
let client: HttpClient;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ url: request.url, headers: request.headers });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        loginId: 'L-1',
        salutation: null,
        firstName: 'Anna',
        lastName: 'Schneider',
        nl_status: nlStatus,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createHttpClient({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    csrfToken: () => 'csrf-1',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  nlStatus = 'SUBSCRIBED';
});

/** A token as the cookie holds it: only the claims matter to the browser (it cannot verify). */
const token = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
const LOGIN = token({ exp: 2_000_000_000, ren: 1_900_000_000, lid: 'L-from-login' });
const LONG_TERM = token({ exp: 2_100_000_000, ren: 2_000_000_000, lid: 'L-long-term' });

describe('nl_status from the customer info (spec 3.4, 7.4)', () => {
  // NFPL-3.4-2, NFPL-6-3: the login id comes from the long-term token cookie.
  it('NFPL-3.4-2, NFPL-3.4-3, NFPL-6-3, NFPL-7.4-4: asks for the login id of the long-term token, with the login token in X-LoginToken', async () => {
    // NFPL-2.2-3, NFPL-3.4-3: the customer info answers nl_status.
    await expect(
      fetchNlStatus(`LoginToken=${LOGIN}; LongTermToken=${LONG_TERM}`, client),
    ).resolves.toBe('SUBSCRIBED');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/service/login/api/v1/customer-info/L-long-term');
    expect(seen[0]?.headers['x-logintoken']).toBe(LOGIN);
    expect(seen[0]?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('answers a null nl_status as it comes', async () => {
    nlStatus = null;
    await expect(
      fetchNlStatus(`LoginToken=${LOGIN}; LongTermToken=${LONG_TERM}`, client),
    ).resolves.toBeNull();
  });

  it('uses the login token’s own lid until the long-term token is there', async () => {
    await fetchNlStatus(`LoginToken=${LOGIN}`, client);
    expect(seen[0]?.url).toBe('/service/login/api/v1/customer-info/L-from-login');
  });

  it('asks nothing without a login token or a readable login id', async () => {
    await expect(fetchNlStatus(`LongTermToken=${LONG_TERM}`, client)).resolves.toBeUndefined();
    await expect(fetchNlStatus('LoginToken=not-a-token', client)).resolves.toBeUndefined();
    expect(seen).toHaveLength(0);
  });
});
