import { COOKIE_NAMES, CustomerInfoSchema, HEADER_NAMES } from '@storefront/contracts';
import { SignJWT } from 'jose';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import {
  DEMO_PASSWORD,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_USERNAME,
  demoEmail,
} from '../../test/demoAccounts';
import { signToken, verifyToken } from './tokens';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const now = () => Math.floor(Date.now() / 1000);
const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

async function customerLogin(site = 'DE') {
  const response = await api.inject({
    method: 'POST',
    url: '/service/login/api/v1/login',
    payload: { email: demoEmail(site as 'DE'), password: DEMO_PASSWORD },
    headers: { 'x-hunter-site': site },
  });
  expect(response.statusCode).toBe(200);
  return {
    loginId: response.json().loginId as string,
    loginToken: cookieOf(response, COOKIE_NAMES.loginToken)!,
    longTerm: cookieOf(response, COOKIE_NAMES.longTermToken)!,
  };
}

/** A login token for the seeded DE customer C00001, issued `ageS` seconds ago. */
const loginTokenAged = (
  ageS: number,
  renewAfterS: number,
  lifetimeS = 1800,
  secret = api.config.tokenSecret,
) =>
  signToken(
    secret,
    { sub: 'C00001', lid: 'L-aged', typ: 'login' },
    lifetimeS,
    renewAfterS,
    now() - ageS,
  );

const renew = (
  cookies: Record<string, string>,
  extra: { headers?: Record<string, string>; cookiesOverride?: boolean } = {},
) =>
  api.inject({
    method: 'POST',
    url: '/service/login/api/v1/logintoken/renew',
    payload: {},
    cookies,
    headers: extra.headers,
  });

describe('POST logintoken/renew', () => {
  it('answers 200 VALID and sets nothing while the token is not yet renewable', async () => {
    const { loginToken } = await customerLogin();
    const response = await renew({ [COOKIE_NAMES.loginToken]: loginToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'VALID' });
    expect(cookieOf(response, COOKIE_NAMES.loginToken)).toBeUndefined();
  });

  it('answers 201 RENEWED with a new token of the same login once past ren', async () => {
    const token = await loginTokenAged(700, 600);
    const response = await renew({ [COOKIE_NAMES.loginToken]: token });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'RENEWED' });
    const renewed = await verifyToken(
      api.config.tokenSecret,
      cookieOf(response, COOKIE_NAMES.loginToken),
      'login',
    );
    expect(renewed).toMatchObject({ sub: 'C00001', lid: 'L-aged' });
    expect(renewed!.exp).toBeGreaterThan(now() + 1000);
  });

  it('refuses missing, expired, forged, wrong-algorithm and long-term tokens with 401', async () => {
    const expired = await loginTokenAged(4000, 600);
    const forged = await loginTokenAged(700, 600, 1800, 'not-the-secret');
    const hs512 = await new SignJWT({ lid: 'L', ren: now() - 10, typ: 'login' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('C00001')
      .setExpirationTime(now() + 600)
      .sign(new TextEncoder().encode(api.config.tokenSecret));
    const { longTerm } = await customerLogin();
    for (const cookies of [
      {} as Record<string, string>,
      { [COOKIE_NAMES.loginToken]: expired },
      { [COOKIE_NAMES.loginToken]: forged },
      { [COOKIE_NAMES.loginToken]: hs512 },
      { [COOKIE_NAMES.loginToken]: longTerm },
    ]) {
      const response = await renew(cookies);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('refuses a renew without the anti-forgery header (CSRF)', async () => {
    const token = await loginTokenAged(700, 600);
    const response = await api.app.inject({
      method: 'POST',
      url: '/service/login/api/v1/logintoken/renew',
      payload: {},
      cookies: { [COOKIE_NAMES.loginToken]: token, csrf_token: 'abc' },
    });
    expect(response.statusCode).toBe(403);
    expect(cookieOf(response, COOKIE_NAMES.loginToken)).toBeUndefined();
  });

  it('answers 400 for a non-empty body', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/logintoken/renew',
      payload: { extend: true },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET longtermtoken', () => {
  it('NFPL-7.4-3: issues a long-term token for the login id of a valid login token', async () => {
    const { loginToken, loginId } = await customerLogin();
    const response = await api.inject({
      method: 'GET',
      url: '/service/login/api/v1/longtermtoken',
      cookies: { [COOKIE_NAMES.loginToken]: loginToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'SUCCESS', loginId });
    expect(
      await verifyToken(
        api.config.tokenSecret,
        cookieOf(response, COOKIE_NAMES.longTermToken),
        'longterm',
      ),
    ).toMatchObject({ lid: loginId });
  });

  it('renews a long-term token past its renew time, and leaves a fresh one alone', async () => {
    const old = await signToken(
      api.config.tokenSecret,
      { sub: 'C00001', lid: 'L-old', typ: 'longterm' },
      90 * 86400,
      30 * 86400,
      now() - 40 * 86400,
    );
    const renewed = await api.inject({
      method: 'GET',
      url: '/service/login/api/v1/longtermtoken',
      cookies: { [COOKIE_NAMES.longTermToken]: old },
    });
    expect(renewed.statusCode).toBe(200);
    expect(
      await verifyToken(
        api.config.tokenSecret,
        cookieOf(renewed, COOKIE_NAMES.longTermToken),
        'longterm',
      ),
    ).toMatchObject({ lid: 'L-old' });
    const { longTerm } = await customerLogin();
    const fresh = await api.inject({
      method: 'GET',
      url: '/service/login/api/v1/longtermtoken',
      cookies: { [COOKIE_NAMES.longTermToken]: longTerm },
    });
    expect(fresh.statusCode).toBe(200);
    expect(cookieOf(fresh, COOKIE_NAMES.longTermToken)).toBeUndefined();
  });

  it('answers 204 without a cookie for anonymous and forged tokens, 403 without CSRF', async () => {
    const forged = await loginTokenAged(0, 600, 1800, 'not-the-secret');
    for (const cookies of [{} as Record<string, string>, { [COOKIE_NAMES.loginToken]: forged }]) {
      const response = await api.inject({
        method: 'GET',
        url: '/service/login/api/v1/longtermtoken',
        cookies,
      });
      expect(response.statusCode).toBe(204);
      expect(response.cookies).toEqual([]);
    }
    const { loginToken } = await customerLogin();
    const noCsrf = await api.app.inject({
      method: 'GET',
      url: '/service/login/api/v1/longtermtoken',
      cookies: { [COOKIE_NAMES.loginToken]: loginToken },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('GET customer-info/{loginId}', () => {
  it('NFPL-3.4-3, NFPL-7.4-4: answers the customer of the login with nl_status for the login token header', async () => {
    const { loginToken, loginId } = await customerLogin('HU');
    const response = await api.inject({
      method: 'GET',
      url: `/service/login/api/v1/customer-info/${loginId}`,
      headers: { [HEADER_NAMES.loginToken]: loginToken },
    });
    expect(response.statusCode).toBe(200);
    const body = CustomerInfoSchema.parse(response.json());
    expect(body).toEqual({
      loginId,
      salutation: 'MRS',
      firstName: 'Eszter',
      lastName: 'Nagy',
      nl_status: null,
    });
  });

  it('refuses a missing or forged token (401) and another login id (403)', async () => {
    const { loginToken, loginId } = await customerLogin();
    const forged = await loginTokenAged(0, 600, 1800, 'not-the-secret');
    expect(
      (await api.inject({ method: 'GET', url: `/service/login/api/v1/customer-info/${loginId}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await api.inject({
          method: 'GET',
          url: `/service/login/api/v1/customer-info/L-aged`,
          headers: { [HEADER_NAMES.loginToken]: forged },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await api.inject({
          method: 'GET',
          url: '/service/login/api/v1/customer-info/other-login',
          headers: { [HEADER_NAMES.loginToken]: loginToken },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('staff login', () => {
  it('sets an HttpOnly signed staff token for the seeded staff account', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/staff/login',
      payload: { username: DEMO_STAFF_USERNAME, password: DEMO_STAFF_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === COOKIE_NAMES.staffAuth);
    expect(cookie?.httpOnly).toBe(true);
    expect(await verifyToken(api.config.tokenSecret, cookie?.value, 'staff')).toMatchObject({
      sub: 'S00001',
    });
  });

  it('answers 401 for a wrong password and a customer account, 403 without CSRF', async () => {
    const wrong = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/staff/login',
      payload: { username: DEMO_STAFF_USERNAME, password: 'nope' },
    });
    const customer = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/staff/login',
      payload: { username: demoEmail('DE'), password: DEMO_PASSWORD },
    });
    const noCsrf = await api.app.inject({
      method: 'POST',
      url: '/service/login/api/v1/staff/login',
      payload: { username: DEMO_STAFF_USERNAME, password: DEMO_STAFF_PASSWORD },
    });
    expect([wrong.statusCode, customer.statusCode, noCsrf.statusCode]).toEqual([401, 401, 403]);
    expect(noCsrf.cookies).toEqual([]);
  });
});
