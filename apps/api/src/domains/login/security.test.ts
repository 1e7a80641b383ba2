import { COOKIE_NAMES, LOGIN_PATHS } from '@storefront/contracts';
import {
  API_START_TIMEOUT_MS,
  sameDatabaseAs,
  startTestApi,
  type TestApi,
} from '../../test/testApi';
import { LOGIN_THROTTLE } from '../../http/throttle/loginThrottle';
import {
  DEMO_PASSWORD,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_USERNAME,
  demoEmail,
} from '../../test/demoAccounts';
import {
  hashPassword,
  PASSWORD_HASHES_QUEUED,
  PASSWORD_HASHES_RESERVED,
  passwordChecksWaiting,
} from './passwords';
import { pollUntil } from '@storefront/releases';
import { openDatabase } from '../../db/database';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

type Response = Awaited<ReturnType<TestApi['inject']>>;
const cookiesOf = (response: Response) =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
/** A login as the site's login form posts it, for the site's demo customer, to `target` (from inject's own address unless given). */
const customerLogin = (target: TestApi, site: string, password: string, remoteAddress?: string) =>
  target.inject({
    method: 'POST',
    url: LOGIN_PATHS.login,
    payload: { email: demoEmail(site as 'DE'), password },
    headers: { 'x-hunter-site': site },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
/** A staff login as the preview's login form posts it. */
const staffLogin = (target: TestApi, username: string, password: string, remoteAddress?: string) =>
  target.inject({
    method: 'POST',
    url: LOGIN_PATHS.staffLogin,
    payload: { username, password },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
const login = (site: string, password: string, remoteAddress = '198.51.100.1') =>
  customerLogin(api, site, password, remoteAddress);

describe('logout', () => {
  it('revokes the login: the old login token and long-term token are refused everywhere afterwards', async () => {
    const session = cookiesOf(await login('AT', DEMO_PASSWORD));
    const loginToken = session[COOKIE_NAMES.loginToken]!;
    const psdata = () =>
      api.inject({
        method: 'GET',
        url: '/service/customerfrontenddata/api/v1/psdata',
        cookies: session,
      });
    expect((await psdata()).json().tracking.loginStatus).toBe('LOGGED_IN');

    const logout = await api.inject({ method: 'POST', url: LOGIN_PATHS.logout, cookies: session });
    expect(logout.statusCode).toBe(204);
    expect(cookiesOf(logout)[COOKIE_NAMES.loginToken]).toBe('');
    expect(cookiesOf(logout)[COOKIE_NAMES.longTermToken]).toBe('');

    // Replayed after the logout (a copy in another tab, a stolen cookie): nobody.
    expect((await psdata()).json().tracking.loginStatus).toBe('LOGGED_OUT');
    expect(
      (
        await api.inject({
          method: 'GET',
          url: '/service/customerfrontenddata/api/v1/psdata',
          cookies: { [COOKIE_NAMES.longTermToken]: session[COOKIE_NAMES.longTermToken]! },
        })
      ).json().tracking.loginStatus,
    ).toBe('LOGGED_OUT');
    expect(
      (await api.inject({ method: 'POST', url: LOGIN_PATHS.renew, cookies: session, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect(
      (await api.inject({ method: 'GET', url: LOGIN_PATHS.longTermToken, cookies: session }))
        .statusCode,
    ).toBe(204);
    const baseData = await api.inject({
      method: 'GET',
      url: '/service/newsletter/api/private/customers/base-data',
      headers: { 'x-logintoken': loginToken },
    });
    expect(baseData.statusCode).toBe(401);
  });

  it('leaves other logins of the same customer alone', async () => {
    const first = cookiesOf(await login('AT', DEMO_PASSWORD));
    const second = cookiesOf(await login('AT', DEMO_PASSWORD));
    await api.inject({ method: 'POST', url: LOGIN_PATHS.logout, cookies: first });
    const status = (
      await api.inject({
        method: 'GET',
        url: '/service/customerfrontenddata/api/v1/psdata',
        cookies: second,
      })
    ).json().tracking.loginStatus;
    expect(status).toBe('LOGGED_IN');
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After within 20 wrong passwords in a row, and then refuses even the right one', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let n = 0; n < 20; n += 1) {
      const response = await login('CZ', `wrong-${n}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter ??= String(response.headers['retry-after']);
    }
    expect(statuses.slice(0, LOGIN_THROTTLE.freeFailuresPerAccountAndClient + 1)).toEqual(
      Array(LOGIN_THROTTLE.freeFailuresPerAccountAndClient + 1).fill(401),
    );
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    const right = await login('CZ', DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ type: 'urn:storefront:too-many-attempts', status: 429 });
    // Another account from the same client is not held back by this one's failures.
    expect((await login('SK', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not compute a password hash for every one of many simultaneous guesses', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) => login('HU', `parallel-${n}`, '198.51.100.77')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      LOGIN_THROTTLE.freeFailuresPerAccountAndClient + 1,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - LOGIN_THROTTLE.freeFailuresPerAccountAndClient - 1,
    );
  });

  it('never locks the owner out: after 25 wrong passwords of a stranger the right one from a clean address logs in (issue 29 item 2)', async () => {
    const stranger = '198.51.100.66';
    const statuses: number[] = [];
    for (let n = 0; n < 25; n += 1)
      statuses.push((await login('PL', `guess-${n}`, stranger)).statusCode);
    expect(statuses).toContain(429);
    // The stranger stays held back, also with the right password…
    expect((await login('PL', DEMO_PASSWORD, stranger)).statusCode).toBe(429);
    // …while the owner, from an address that guessed nothing, gets in at once.
    expect((await login('PL', DEMO_PASSWORD, '203.0.113.20')).statusCode).toBe(200);
    // Another address of the stranger's IPv6 /64 is the stranger too (issue 29 item 6).
    for (let n = 0; n < 25; n += 1) await login('PL', `guess-${n}`, `2001:db8:7:7::${n + 1}`);
    expect((await login('PL', DEMO_PASSWORD, '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await login('PL', DEMO_PASSWORD, '2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('keeps the owner’s login answering while a few addresses flood it with wrong passwords at once (issue 58, item 6)', async () => {
    // Four addresses, each past its free failures, as many wrong passwords as they like at once:
    // more password checks than the queue holds.
    const strangers = ['203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24'];
    // Each guess names another account, so only the address's own allowance holds them back.
    const flood = strangers.flatMap((address) =>
      Array.from({ length: LOGIN_THROTTLE.freeFailuresPerClient + 5 }, (_, n) =>
        api.inject({
          method: 'POST',
          url: LOGIN_PATHS.login,
          payload: { email: `guess-${n}@example.org`, password: 'not-the-password' },
          headers: { 'x-hunter-site': 'CZ' },
          remoteAddress: address,
        }),
      ),
    );
    // Once the strangers' checks fill every place they may take, the owner logs in from home.
    await pollUntil(
      10_000,
      () => passwordChecksWaiting(),
      (waiting) => waiting >= PASSWORD_HASHES_QUEUED - PASSWORD_HASHES_RESERVED,
      'the strangers’ password checks queued',
    );
    // (An address no other test of this file uses: the owner has never failed from it.)
    const owner = await login('CZ', DEMO_PASSWORD, '192.0.2.58');
    expect(owner.statusCode).toBe(200);
    const statuses = (await Promise.all(flood)).map((response) => response.statusCode);
    // The strangers were answered: wrong, wait, or busy, never let in.
    expect(new Set(statuses)).toEqual(new Set([401, 429, 503]));
  }, 30_000);

  it('steps an account up after wrong passwords from many addresses: one check a second for it, whoever asks (issue 58, item 7)', async () => {
    for (let n = 0; n < LOGIN_THROTTLE.stepUpAfterAccountFailures; n += 1)
      expect((await login('TR', `guess-${n}`, `203.0.113.${100 + n}`)).statusCode).toBe(401);
    const [first, second] = await Promise.all([
      login('TR', 'another-guess', '203.0.113.200'),
      login('TR', DEMO_PASSWORD, '192.0.2.90'),
    ]);
    // Whichever was looked at first had the second's turn: the guess is wrong, the owner gets in.
    const statuses = [first?.statusCode, second?.statusCode];
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect([
      [401, 429],
      [429, 200],
    ]).toContainEqual(statuses);
    const waited = [first, second].find((response) => response?.statusCode === 429);
    expect(waited?.headers['retry-after']).toBe('1');
  });

  it('does not extend the wait for attempts refused while waiting', async () => {
    const address = '198.51.100.67';
    let retryAfter = 0;
    for (let n = 0; n < 12 && retryAfter === 0; n += 1) {
      const response = await login('SK', `guess-${n}`, address);
      if (response.statusCode === 429) retryAfter = Number(response.headers['retry-after']);
    }
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    for (let n = 0; n < 20; n += 1) {
      const refused = await login('SK', `hammer-${n}`, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(retryAfter);
    }
  });

  it('throttles staff logins the same way, per account and client', async () => {
    const staffLoginFrom = (password: string, remoteAddress = '198.51.100.9') =>
      staffLogin(api, DEMO_STAFF_USERNAME, password, remoteAddress);
    const statuses: number[] = [];
    for (let n = 0; n < 25; n += 1) statuses.push((await staffLoginFrom(`wrong-${n}`)).statusCode);
    expect(statuses).toContain(429);
    expect((await staffLoginFrom(DEMO_STAFF_PASSWORD)).statusCode).toBe(429);
    expect((await staffLoginFrom(DEMO_STAFF_PASSWORD, '203.0.113.21')).statusCode).toBe(200);
  });
});

describe('production mode (no DEMO=true)', () => {
  let production: TestApi;
  beforeAll(async () => {
    production = await startTestApi({ demo: false });
  }, API_START_TIMEOUT_MS);
  afterAll(() => production.close());

  it('has no staff account and no demo customers', async () => {
    expect(
      (await staffLogin(production, DEMO_STAFF_USERNAME, DEMO_STAFF_PASSWORD)).statusCode,
    ).toBe(401);
    expect((await customerLogin(production, 'DE', DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('has no demo-cart endpoint', async () => {
    const response = await production.inject({
      method: 'POST',
      url: '/service/cart/api/cart/demo',
      payload: { variant: 'allKinds' },
    });
    expect(response.statusCode).toBe(404);
  });

  it(
    'removes demo accounts that an earlier DEMO=true start left in the database, and keeps real ones',
    async () => {
      const demo = await startTestApi({ demo: true });
      const { db } = openDatabase(demo.config);
      await db
        .insertInto('staff_accounts')
        .values({
          id: 'S-REAL',
          username: 'real.staff',
          password_hash: await hashPassword('a-real-password-1'),
          name: 'Real',
        })
        .execute();
      await db.destroy();
      const restarted = await startTestApi({
        ...sameDatabaseAs(demo.config),
        tokenSecret: demo.config.tokenSecret,
        demo: false,
      });
      try {
        expect(
          (await staffLogin(restarted, DEMO_STAFF_USERNAME, DEMO_STAFF_PASSWORD)).statusCode,
        ).toBe(401);
        expect((await staffLogin(restarted, 'real.staff', 'a-real-password-1')).statusCode).toBe(
          200,
        );
        expect((await customerLogin(restarted, 'PL', DEMO_PASSWORD)).statusCode).toBe(401);
      } finally {
        await restarted.close();
        await demo.close();
      }
    },
    API_START_TIMEOUT_MS,
  );
});
