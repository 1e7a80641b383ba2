import { SignJWT } from 'jose';
import { COOKIE_NAMES } from '@storefront/contracts';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from './testApi';
import { DEMO_PASSWORD, demoEmail } from './demoAccounts';
import { signToken } from '../domains/login/tokens';

let api: TestApi;
let valid: { loginToken: string; loginId: string; customerId: string };

beforeAll(async () => {
  api = await startTestApi();
  const login = await api.inject({
    method: 'POST',
    url: '/service/login/api/v1/login',
    payload: { email: demoEmail('DE'), password: DEMO_PASSWORD },
  });
  const token = login.cookies.find((cookie) => cookie.name === COOKIE_NAMES.loginToken)!.value;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    lid: string;
  };
  valid = { loginToken: token, loginId: claims.lid, customerId: claims.sub };
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Login tokens that must never be accepted, each for the demo customer's real login id. */
async function hostileTokens(): Promise<Record<string, string>> {
  const claims = { sub: valid.customerId, lid: valid.loginId, typ: 'login' as const };
  const [header, payload, signature] = valid.loginToken.split('.') as [string, string, string];
  const tamperedPayload = b64({
    ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
    sub: 'C00002',
  });
  return {
    forged: await signToken('not-the-secret', claims, 1800, 600),
    expired: await signToken(api.config.tokenSecret, claims, 1800, 600, now() - 7200),
    tampered: `${header}.${tamperedPayload}.${signature}`,
    unsigned: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now() + 600, ren: now() })}.`,
    wrongAlgorithm: await new SignJWT({ lid: valid.loginId, typ: 'login', ren: now() })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(valid.customerId)
      .setExpirationTime(now() + 600)
      .sign(new TextEncoder().encode(api.config.tokenSecret)),
    longTermAsLogin: await signToken(
      api.config.tokenSecret,
      { ...claims, typ: 'longterm' },
      1800,
      600,
    ),
  };
}

describe('credentialed reads refuse tampered login tokens', () => {
  it('customer-info answers 401 for every hostile token and 200 for the real one', async () => {
    const url = `/service/login/api/v1/customer-info/${valid.loginId}`;
    for (const [kind, token] of Object.entries(await hostileTokens())) {
      const response = await api.inject({ method: 'GET', url, headers: { 'x-logintoken': token } });
      expect([kind, response.statusCode]).toEqual([kind, 401]);
      expect(response.json().type).toBe('urn:storefront:unauthorized');
    }
    expect(
      (await api.inject({ method: 'GET', url, headers: { 'x-logintoken': valid.loginToken } }))
        .statusCode,
    ).toBe(200);
  });

  it('newsletter base data answers 401 for every hostile token and the names for the real one', async () => {
    const url = '/service/newsletter/api/private/customers/base-data';
    for (const [kind, token] of Object.entries(await hostileTokens())) {
      const response = await api.inject({ method: 'GET', url, headers: { 'x-logintoken': token } });
      expect([kind, response.statusCode]).toEqual([kind, 401]);
    }
    const real = await api.inject({
      method: 'GET',
      url,
      headers: { 'x-logintoken': valid.loginToken },
    });
    expect(real.statusCode).toBe(200);
    expect(JSON.stringify(real.json())).toContain('Anna');
  });

  it('psdata treats every hostile login cookie as logged out and never shows the customer', async () => {
    const url = '/service/customerfrontenddata/api/v1/psdata';
    for (const [kind, token] of Object.entries(await hostileTokens())) {
      const response = await api.inject({
        method: 'GET',
        url,
        cookies: { [COOKIE_NAMES.loginToken]: token },
      });
      expect([kind, response.statusCode]).toEqual([kind, 200]);
      expect([kind, response.json().tracking.loginStatus]).toEqual([kind, 'LOGGED_OUT']);
      expect(JSON.stringify(response.json())).not.toContain('Schneider');
    }
    const real = await api.inject({
      method: 'GET',
      url,
      cookies: { [COOKIE_NAMES.loginToken]: valid.loginToken },
    });
    expect(real.json().tracking.loginStatus).toBe('LOGGED_IN');
  });
});
