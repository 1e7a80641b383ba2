/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import { COOKIE_NAMES } from '@storefront/contracts';
import { createHttpClient, type HttpClient } from '@storefront/platform';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '@storefront/api/src/test/testApi';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_USERNAME } from '@storefront/api/src/test/demoAccounts';
import { applyPreview, checkAuth, fetchTestsAt, logout, renewAuth } from './previewApi';

// The panel's real client against the real API (issue 31 item 7), listening on a port: the paths and
// the query parameters the spec names (7.3) are what the server reads, not what a mock was handed.
const CSRF = 'preview-client-csrf-0123456789';
let api: TestApi;
let origin: string;
const seen: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  api.app.addHook('onRequest', async (request) => {
    seen.push(`${request.method} ${request.url}`);
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

/** A GET the server saw, as its path and query parameters. */
function requested(line: string): { path: string; query: Record<string, string> } {
  const url = new URL(line.replace(/^GET /, ''), 'http://server');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** A staff member's browser: the staff cookie and the anti-forgery pair go with every call. */
async function staffClient(): Promise<HttpClient> {
  const login = await api.inject({
    method: 'POST',
    url: '/service/login/api/v1/staff/login',
    payload: { username: DEMO_STAFF_USERNAME, password: DEMO_STAFF_PASSWORD },
  });
  const staff = login.cookies.find((cookie) => cookie.name === COOKIE_NAMES.staffAuth)!.value;
  const client = createHttpClient({ baseURL: origin, csrfToken: () => CSRF });
  const cookie = `csrf_token=${CSRF}; ${COOKIE_NAMES.staffAuth}=${staff}`;
  return {
    ...client,
    get: (url, schema, options = {}) =>
      client.get(url, schema, { ...options, headers: { ...options.headers, cookie } }),
  };
}

describe('the preview client against the real API (spec 7.3)', () => {
  it('NFPL-7.3-2, NFPL-7.3-3: checkauth and renew answer SUCCESS for a staff login', async () => {
    const client = await staffClient();
    seen.length = 0;
    expect(await checkAuth(client)).toEqual({
      status: 'SUCCESS',
      dateTime: null,
      abTestName: null,
      abTestGroup: null,
    });
    expect(await renewAuth(client)).toBe('SUCCESS');
    expect(seen).toEqual([
      'GET /service/preview/api/auth/checkauth',
      'GET /service/preview/api/auth/login/renew',
    ]);
  });

  it('NFPL-7.3-4: the token call sends the preview date-time as dateTime, which the server checks against the test', async () => {
    const client = await staffClient();
    seen.length = 0;
    expect(
      await applyPreview(
        new Date('2026-12-24T10:00:00.000Z'),
        { test: 'XMAS_TOPBANNER', group: 'C' },
        client,
      ),
    ).toBe('SUCCESS');
    // The same test and group on a date the test does not run: the server read the date-time.
    expect(
      await applyPreview(
        new Date('2027-03-10T10:00:00.000Z'),
        { test: 'XMAS_TOPBANNER', group: 'A' },
        client,
      ),
    ).toBe('BAD_REQUEST');
    expect(requested(seen[0]!)).toEqual({
      path: '/service/preview/api/token',
      query: { test: 'XMAS_TOPBANNER', group: 'C', dateTime: '2026-12-24T10:00:00.000Z' },
    });
  });

  it('NFPL-7.3-5: gettestsat sends the time as time and gets the tests running then', async () => {
    const client = await staffClient();
    seen.length = 0;
    expect(
      (await fetchTestsAt(new Date('2026-12-24T10:00:00.000Z'), client)).map((test) => test.name),
    ).toEqual(['RECO_CAROUSEL', 'NEWSLETTER_BUBBLE', 'XMAS_TOPBANNER']);
    expect(await fetchTestsAt(new Date('2030-01-01T00:00:00.000Z'), client)).toEqual([]);
    expect(requested(seen[0]!)).toEqual({
      path: '/service/abtestfrontend/api/v1/gettestsat',
      query: { time: '2026-12-24T10:00:00.000Z' },
    });
  });

  it('NFPL-7.3-1: logout calls /auth/logout, reads the JSON answer, and ends the staff login', async () => {
    const client = await staffClient();
    seen.length = 0;
    expect(await logout(client)).toBe('SUCCESS');
    expect(seen).toEqual(['GET /service/preview/api/auth/logout']);
    expect((await checkAuth(client)).status).toBe('UNAUTHORIZED');
  });
});
