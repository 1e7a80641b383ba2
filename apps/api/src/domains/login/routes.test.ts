import { COOKIE_NAMES, LOGIN_PATHS } from '@storefront/contracts';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { DEMO_PASSWORD, demoEmail } from '../../test/demoAccounts';
import { signToken, verifyToken } from './tokens';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const login = (email: string, password: string, site = 'DE') =>
  api.inject({
    method: 'POST',
    url: '/service/login/api/v1/login',
    payload: { email, password },
    headers: { 'x-hunter-site': site },
  });

describe('login', () => {
  it('logs a demo customer in and sets both tokens with exp, ren and lid', async () => {
    const response = await login(demoEmail('HU'), DEMO_PASSWORD, 'HU');
    expect(response.statusCode).toBe(200);
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    const claims = await verifyToken(
      api.config.tokenSecret,
      cookies[COOKIE_NAMES.loginToken]?.value,
      'login',
    );
    expect(claims).toMatchObject({ sub: expect.any(String), lid: response.json().loginId });
    expect(claims!.ren).toBeLessThan(claims!.exp);
    expect(cookies[COOKIE_NAMES.longTermToken]?.value).toBeTruthy();
    expect(cookies[COOKIE_NAMES.loginToken]?.sameSite).toBe('Lax');
  });

  it('answers 401, not an error, for an e-mail or user name holding NUL characters (PostgreSQL refuses NUL in text)', async () => {
    expect((await login(`${demoEmail('DE')}\u0000`, DEMO_PASSWORD)).statusCode).toBe(401);
    const staff = await api.inject({
      method: 'POST',
      url: LOGIN_PATHS.staffLogin,
      payload: { username: 'sta\u0000ff', password: 'x' },
    });
    expect(staff.statusCode).toBe(401);
  });

  it('answers 401 for a wrong password or an unknown e-mail, the same way', async () => {
    const wrong = await login(demoEmail('DE'), 'nope');
    const unknown = await login('nobody@storefront.test', DEMO_PASSWORD);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 400 for a malformed body', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/login',
      payload: { email: 42 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 for credentials no account can have (too long, too short), as for wrong ones (spec 7.4: the status is the outcome)', async () => {
    const wrong = await login(demoEmail('DE'), 'nope');
    for (const [email, password] of [
      ['x'.repeat(300), 'pw'],
      ['ab', 'pw'],
      [demoEmail('DE'), ''],
      [demoEmail('DE'), 'x'.repeat(201)],
    ] as const) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(wrong.json());
    }
    const staff = await api.inject({
      method: 'POST',
      url: LOGIN_PATHS.staffLogin,
      payload: { username: 'x'.repeat(101), password: 'pw' },
    });
    expect(staff.statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('refuses a token signed with another secret, an expired one, and the wrong type', async () => {
    const claims = { sub: 'C1', lid: 'L1', typ: 'login' as const };
    const forged = await signToken('another-secret', claims, 60, 30);
    const expired = await signToken(
      api.config.tokenSecret,
      claims,
      60,
      30,
      Math.floor(Date.now() / 1000) - 3600,
    );
    const valid = await signToken(api.config.tokenSecret, claims, 60, 30);
    expect(await verifyToken(api.config.tokenSecret, forged, 'login')).toBeUndefined();
    expect(await verifyToken(api.config.tokenSecret, expired, 'login')).toBeUndefined();
    expect(await verifyToken(api.config.tokenSecret, valid, 'longterm')).toBeUndefined();
    expect(await verifyToken(api.config.tokenSecret, valid, 'login')).toMatchObject({
      sub: 'C1',
      lid: 'L1',
    });
  });

  it('refuses an unsigned (alg none) token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'C1', lid: 'L1', typ: 'login', exp: 9999999999, ren: 9999999999 }),
    ).toString('base64url');
    expect(
      await verifyToken(api.config.tokenSecret, `${header}.${payload}.`, 'login'),
    ).toBeUndefined();
  });
});
