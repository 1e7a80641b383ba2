import { COOKIE_NAMES, LOGIN_PATHS } from '@storefront/contracts';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import {
  DEMO_PASSWORD,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_USERNAME,
  demoEmail,
} from '../../test/demoAccounts';
import {
  LOGIN_TOKEN_LIFETIME_S,
  LOGIN_TOKEN_RENEW_AFTER_S,
  LONG_TERM_TOKEN_LIFETIME_S,
  LONG_TERM_TOKEN_RENEW_AFTER_S,
  SESSION_MAX_AGE_S,
  STAFF_SESSION_MAX_AGE_S,
  STAFF_TOKEN_LIFETIME_S,
  STAFF_TOKEN_RENEW_AFTER_S,
  signToken,
  verifyToken,
} from './tokens';

/**
 * Issue 29 item 3: a logout is never outlived by a copy of the login renewed before it, also once the
 * revocation entries of expired tokens are purged; and no login lives past its absolute age however
 * often it is renewed. Only the clock (Date) is faked: the API, its database and its timers run.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
beforeEach(() => jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: Date.now() }));
afterEach(() => jest.useRealTimers());
const advanceS = (seconds: number) => jest.setSystemTime(Date.now() + seconds * 1000);
const nowS = () => Math.floor(Date.now() / 1000);

type Response = Awaited<ReturnType<TestApi['inject']>>;
const cookieOf = (response: Response, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;
const loginStatus = async (cookies: Record<string, string>) =>
  (
    await api.inject({ method: 'GET', url: '/service/customerfrontenddata/api/v1/psdata', cookies })
  ).json().tracking.loginStatus as string;

async function shopperLogin(
  site: 'DE' | 'AT' | 'CH',
): Promise<{ loginToken: string; longTerm: string }> {
  const response = await api.inject({
    method: 'POST',
    url: LOGIN_PATHS.login,
    payload: { email: demoEmail(site), password: DEMO_PASSWORD },
    headers: { 'x-hunter-site': site },
  });
  expect(response.statusCode).toBe(200);
  return {
    loginToken: cookieOf(response, COOKIE_NAMES.loginToken)!,
    longTerm: cookieOf(response, COOKIE_NAMES.longTermToken)!,
  };
}

/** Another login's logout: revoking anything purges the entries whose time is up. */
async function purgeRevocations(): Promise<void> {
  const other = await shopperLogin('CH');
  await api.inject({
    method: 'POST',
    url: LOGIN_PATHS.logout,
    cookies: { [COOKIE_NAMES.loginToken]: other.loginToken },
  });
}

describe('logout outlives every copy of the login', () => {
  it('a login token renewed before the logout is refused after it, and still after the presented token expired and the entries were purged', async () => {
    const first = await shopperLogin('DE');
    advanceS(LOGIN_TOKEN_RENEW_AFTER_S + 60);
    const renewal = await api.inject({
      method: 'POST',
      url: LOGIN_PATHS.renew,
      payload: {},
      cookies: { [COOKIE_NAMES.loginToken]: first.loginToken },
    });
    expect(renewal.statusCode).toBe(201);
    const renewedCopy = { [COOKIE_NAMES.loginToken]: cookieOf(renewal, COOKIE_NAMES.loginToken)! };
    expect(await loginStatus(renewedCopy)).toBe('LOGGED_IN');

    // The logout presents the first token only (the tab that logs out never saw the renewal).
    expect(
      (
        await api.inject({
          method: 'POST',
          url: LOGIN_PATHS.logout,
          cookies: { [COOKIE_NAMES.loginToken]: first.loginToken },
        })
      ).statusCode,
    ).toBe(204);
    expect(await loginStatus(renewedCopy)).toBe('LOGGED_OUT');

    // The presented token's expiry passes; the renewed copy's has not.
    advanceS(LOGIN_TOKEN_LIFETIME_S - LOGIN_TOKEN_RENEW_AFTER_S);
    await purgeRevocations();
    expect(await loginStatus(renewedCopy)).toBe('LOGGED_OUT');
    expect(
      (
        await api.inject({
          method: 'POST',
          url: LOGIN_PATHS.renew,
          payload: {},
          cookies: renewedCopy,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a long-term token renewed before the logout is refused after it and after the purge', async () => {
    const first = await shopperLogin('AT');
    advanceS(LONG_TERM_TOKEN_RENEW_AFTER_S + 60);
    const renewal = await api.inject({
      method: 'GET',
      url: LOGIN_PATHS.longTermToken,
      cookies: { [COOKIE_NAMES.longTermToken]: first.longTerm },
    });
    const renewedCopy = {
      [COOKIE_NAMES.longTermToken]: cookieOf(renewal, COOKIE_NAMES.longTermToken)!,
    };
    expect(await loginStatus(renewedCopy)).toBe('REMEMBERED');
    await api.inject({
      method: 'POST',
      url: LOGIN_PATHS.logout,
      cookies: { [COOKIE_NAMES.longTermToken]: first.longTerm },
    });
    expect(await loginStatus(renewedCopy)).toBe('LOGGED_OUT');
    advanceS(LONG_TERM_TOKEN_LIFETIME_S - LONG_TERM_TOKEN_RENEW_AFTER_S);
    await purgeRevocations();
    expect(await loginStatus(renewedCopy)).toBe('LOGGED_OUT');
  });

  it('the same for staff: a staff token renewed before the logout is refused after it and after the purge', async () => {
    const login = await api.inject({
      method: 'POST',
      url: LOGIN_PATHS.staffLogin,
      payload: { username: DEMO_STAFF_USERNAME, password: DEMO_STAFF_PASSWORD },
      remoteAddress: '203.0.113.50',
    });
    const first = { [COOKIE_NAMES.staffAuth]: cookieOf(login, COOKIE_NAMES.staffAuth)! };
    advanceS(STAFF_TOKEN_RENEW_AFTER_S + 60);
    const renewal = await api.inject({
      method: 'GET',
      url: '/service/preview/api/auth/login/renew',
      cookies: first,
    });
    expect(renewal.statusCode).toBe(200);
    const renewedCopy = { [COOKIE_NAMES.staffAuth]: cookieOf(renewal, COOKIE_NAMES.staffAuth)! };
    const checkauth = () =>
      api.inject({
        method: 'GET',
        url: '/service/preview/api/auth/checkauth',
        cookies: renewedCopy,
      });
    expect((await checkauth()).statusCode).toBe(200);
    expect(
      (await api.inject({ method: 'GET', url: '/service/preview/api/auth/logout', cookies: first }))
        .statusCode,
    ).toBe(200);
    expect((await checkauth()).statusCode).toBe(401);
    advanceS(STAFF_TOKEN_LIFETIME_S - STAFF_TOKEN_RENEW_AFTER_S);
    await purgeRevocations();
    expect((await checkauth()).statusCode).toBe(401);
  });
});

describe('absolute session age (OWASP Session Management: absolute timeout)', () => {
  it('a renewal never carries a login past its start plus 90 days, and then it ends', async () => {
    const sessionStart = nowS() - SESSION_MAX_AGE_S + 3600;
    const longTerm = await signToken(
      api.config.tokenSecret,
      { sub: 'C00001', lid: 'L-old-session', typ: 'longterm', sat: sessionStart },
      LONG_TERM_TOKEN_LIFETIME_S,
      LONG_TERM_TOKEN_RENEW_AFTER_S,
      nowS() - LONG_TERM_TOKEN_RENEW_AFTER_S - 60,
    );
    const renewal = await api.inject({
      method: 'GET',
      url: LOGIN_PATHS.longTermToken,
      cookies: { [COOKIE_NAMES.longTermToken]: longTerm },
    });
    const renewed = cookieOf(renewal, COOKIE_NAMES.longTermToken)!;
    const claims = await verifyToken(api.config.tokenSecret, renewed, 'longterm');
    expect(claims).toMatchObject({ sat: sessionStart, exp: sessionStart + SESSION_MAX_AGE_S });
    expect(
      renewal.cookies.find((cookie) => cookie.name === COOKIE_NAMES.longTermToken)?.maxAge,
    ).toBeLessThanOrEqual(3600);
    expect(await loginStatus({ [COOKIE_NAMES.longTermToken]: renewed })).toBe('REMEMBERED');
    advanceS(3600);
    expect(await loginStatus({ [COOKIE_NAMES.longTermToken]: renewed })).toBe('LOGGED_OUT');
  });

  it('a renewed login token keeps its login start, so renewing every ten minutes ends at the absolute age too', async () => {
    const sessionStart = nowS() - SESSION_MAX_AGE_S + 120;
    const token = await signToken(
      api.config.tokenSecret,
      { sub: 'C00001', lid: 'L-renewed-often', typ: 'login', sat: sessionStart },
      LOGIN_TOKEN_LIFETIME_S,
      0,
      nowS() - 60,
    );
    const renewal = await api.inject({
      method: 'POST',
      url: LOGIN_PATHS.renew,
      payload: {},
      cookies: { [COOKIE_NAMES.loginToken]: token },
    });
    expect(renewal.statusCode).toBe(201);
    expect(
      await verifyToken(
        api.config.tokenSecret,
        cookieOf(renewal, COOKIE_NAMES.loginToken),
        'login',
      ),
    ).toMatchObject({
      sat: sessionStart,
      exp: sessionStart + SESSION_MAX_AGE_S,
    });
    advanceS(120);
    expect(
      (
        await api.inject({
          method: 'POST',
          url: LOGIN_PATHS.renew,
          payload: {},
          cookies: { [COOKIE_NAMES.loginToken]: cookieOf(renewal, COOKIE_NAMES.loginToken)! },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a staff session ends after its absolute age however it is renewed', async () => {
    const sessionStart = nowS() - STAFF_SESSION_MAX_AGE_S - 1;
    const staff = await signToken(
      api.config.tokenSecret,
      { sub: 'S00001', lid: 'L-staff-old', typ: 'staff', sat: sessionStart },
      STAFF_TOKEN_LIFETIME_S,
      STAFF_TOKEN_RENEW_AFTER_S,
      nowS() - 60,
    );
    expect(
      (
        await api.inject({
          method: 'GET',
          url: '/service/preview/api/auth/login/renew',
          cookies: { [COOKIE_NAMES.staffAuth]: staff },
        })
      ).statusCode,
    ).toBe(401);
  });
});
