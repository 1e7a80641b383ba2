import { COOKIE_NAMES } from '@storefront/contracts';
import {
  AbAssignmentSchema,
  AbTestListSchema,
  CheckAuthResponseSchema,
} from '@storefront/preview-schemas';
import type { FastifyRequest } from 'fastify';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import {
  DEMO_PASSWORD,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_USERNAME,
  demoEmail,
} from '../../test/demoAccounts';
import { signToken } from '../login/tokens';
import { isPreviewEnabled, previewAllowedFor, previewDateTimeOf } from './previewOfRequest';
import { signPreviewToken } from './previewToken';
import { releaseChoiceOf } from './releaseChoiceOfRequest';
import { signReleaseChoice } from './releasePreviewToken';

let api: TestApi;
let staffCookie: string;
let customerCookies: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  const staff = await api.inject({
    method: 'POST',
    url: '/service/login/api/v1/staff/login',
    payload: { username: DEMO_STAFF_USERNAME, password: DEMO_STAFF_PASSWORD },
  });
  staffCookie = staff.cookies.find((cookie) => cookie.name === COOKIE_NAMES.staffAuth)!.value;
  const customer = await api.inject({
    method: 'POST',
    url: '/service/login/api/v1/login',
    payload: { email: demoEmail('DE'), password: DEMO_PASSWORD },
  });
  customerCookies = Object.fromEntries(
    customer.cookies.map((cookie) => [cookie.name, cookie.value]),
  );
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const now = () => Math.floor(Date.now() / 1000);
const staff = (extra: Record<string, string> = {}) => ({
  [COOKIE_NAMES.staffAuth]: staffCookie,
  ...extra,
});
const get = (url: string, cookies: Record<string, string> = staff()) =>
  api.inject({ method: 'GET', url, cookies });
const cookieOf = (
  response: { cookies: Array<{ name: string; value: string; httpOnly?: boolean }> },
  name: string,
) => response.cookies.find((cookie) => cookie.name === name);

const STAFF_ROUTES = [
  '/service/preview/api/auth/checkauth',
  '/service/preview/api/auth/login/renew',
  '/service/preview/api/auth/logout',
  '/service/preview/api/token?test=&group=&dateTime=2026-12-24T10:00:00.000Z',
  '/service/abtestfrontend/api/v1/gettestsat?time=2026-12-24T10:00:00.000Z',
];

describe('staff-only routes', () => {
  it.each(STAFF_ROUTES)(
    'NFPL-2.3-6, NFPL-6-4: %s refuses missing, shopper, forged, expired and wrong-algorithm tokens',
    async (url) => {
      const forged = await signToken(
        'not-the-secret',
        { sub: 'S00001', lid: 'L', typ: 'staff' },
        1800,
        300,
      );
      const expired = await signToken(
        api.config.tokenSecret,
        { sub: 'S00001', lid: 'L', typ: 'staff' },
        1800,
        300,
        now() - 3600,
      );
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'S00001', lid: 'L', typ: 'staff', exp: now() + 600, ren: now() })).toString('base64url')}.`;
      const customerAsStaff = customerCookies[COOKIE_NAMES.loginToken]!;
      for (const cookies of [
        {},
        customerCookies,
        { [COOKIE_NAMES.staffAuth]: forged },
        { [COOKIE_NAMES.staffAuth]: expired },
        { [COOKIE_NAMES.staffAuth]: unsigned },
        { [COOKIE_NAMES.staffAuth]: customerAsStaff },
        { [COOKIE_NAMES.staffAuth]: 'e2e' },
      ]) {
        const response = await get(url, cookies);
        expect([url, response.statusCode]).toEqual([url, 401]);
        expect(response.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
      }
    },
  );

  it.each(STAFF_ROUTES)(
    '%s refuses a staff request without the anti-forgery header',
    async (url) => {
      const response = await api.app.inject({ method: 'GET', url, cookies: staff() });
      expect(response.statusCode).toBe(403);
    },
  );

  // NFPL-9-10: the two staff auth cookies, PreviewAuth (above) and the internal tool's.
  it('NFPL-6-4, NFPL-9-10: accepts a staff token in the internal tool cookie too', async () => {
    const response = await get('/service/preview/api/auth/checkauth', {
      [COOKIE_NAMES.staffToolAuth]: staffCookie,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('checkauth, renew and logout', () => {
  it('checkauth answers SUCCESS without a preview set', async () => {
    const response = await get('/service/preview/api/auth/checkauth');
    expect(CheckAuthResponseSchema.parse(response.json())).toEqual({
      status: 'SUCCESS',
      dateTime: null,
      abTestName: null,
      abTestGroup: null,
    });
  });

  it('renew sets a fresh HttpOnly staff token', async () => {
    const response = await get('/service/preview/api/auth/login/renew');
    expect(response.json()).toEqual({ status: 'SUCCESS' });
    const cookie = cookieOf(response, COOKIE_NAMES.staffAuth);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.value).toBeTruthy();
  });

  it('logout clears both staff cookies and the preview cookie, and revokes the staff login', async () => {
    // A login of its own: the logout revokes it, and the other tests keep theirs.
    const login = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/staff/login',
      payload: { username: DEMO_STAFF_USERNAME, password: DEMO_STAFF_PASSWORD },
    });
    const own = { [COOKIE_NAMES.staffAuth]: cookieOf(login, COOKIE_NAMES.staffAuth)!.value };
    expect((await get('/service/preview/api/auth/checkauth', own)).statusCode).toBe(200);
    const response = await get('/service/preview/api/auth/logout', own);
    expect(response.json()).toEqual({ status: 'SUCCESS' });
    for (const name of [COOKIE_NAMES.staffAuth, COOKIE_NAMES.staffToolAuth, COOKIE_NAMES.preview])
      expect(cookieOf(response, name)?.value).toBe('');
    // The same token, replayed (a copy, another tab), is refused now, in either staff cookie.
    expect((await get('/service/preview/api/auth/checkauth', own)).statusCode).toBe(401);
    expect(
      (
        await get('/service/preview/api/auth/checkauth', {
          [COOKIE_NAMES.staffToolAuth]: own[COOKIE_NAMES.staffAuth]!,
        })
      ).statusCode,
    ).toBe(401);
    expect((await get('/service/preview/api/auth/checkauth')).statusCode).toBe(200);
  });
});

describe('preview token', () => {
  it('NFPL-3.3-3: applies a date-time with a test and group, which checkauth and getassignment then see', async () => {
    const response = await get(
      '/service/preview/api/token?test=XMAS_TOPBANNER&group=C&dateTime=2026-12-24T10:00:00.000Z',
    );
    expect(response.json()).toEqual({ status: 'SUCCESS' });
    const preview = cookieOf(response, COOKIE_NAMES.preview)!.value;
    const cookies = staff({ [COOKIE_NAMES.preview]: preview });
    expect((await get('/service/preview/api/auth/checkauth', cookies)).json()).toEqual({
      status: 'SUCCESS',
      dateTime: '2026-12-24T10:00:00.000Z',
      abTestName: 'XMAS_TOPBANNER',
      abTestGroup: 'C',
    });
    const assignment = AbAssignmentSchema.parse(
      (await get('/service/abtestfrontend/api/v1/getassignment', cookies)).json(),
    );
    expect(assignment).toMatchObject({ time: '2026-12-24T10:00:00.000Z', preview: true });
    expect(assignment.assignments).toContainEqual({ test: 'XMAS_TOPBANNER', group: 'C' });
  });

  it('ignores the preview cookie for shoppers, and a cookie of another staff member', async () => {
    const token = await signPreviewToken(api.config.tokenSecret, {
      sub: 'S99999',
      dt: '2026-12-24T10:00:00.000Z',
      test: 'XMAS_TOPBANNER',
      group: 'C',
    });
    for (const cookies of [
      { [COOKIE_NAMES.preview]: token },
      staff({ [COOKIE_NAMES.preview]: token }),
    ]) {
      const assignment = AbAssignmentSchema.parse(
        (await get('/service/abtestfrontend/api/v1/getassignment', cookies)).json(),
      );
      expect(assignment.preview).toBe(false);
    }
  });

  it('applies a date-time alone; refuses a bad date, a test without group and an unknown group', async () => {
    expect(
      (
        await get('/service/preview/api/token?test=&group=&dateTime=2027-03-10T08:30:00.000Z')
      ).json(),
    ).toEqual({ status: 'SUCCESS' });
    for (const query of [
      'test=&group=&dateTime=2026-13-45',
      'test=XMAS_TOPBANNER&group=&dateTime=2026-12-24T10:00:00.000Z',
      'test=XMAS_TOPBANNER&group=Z&dateTime=2026-12-24T10:00:00.000Z',
      'test=XMAS_TOPBANNER&group=A&dateTime=2027-03-10T10:00:00.000Z',
    ]) {
      const response = await get(`/service/preview/api/token?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(cookieOf(response, COOKIE_NAMES.preview)).toBeUndefined();
    }
  });
});

describe('A/B tests', () => {
  it('lists the tests active at a time, across dates', async () => {
    const at = async (time: string) =>
      AbTestListSchema.parse(
        (
          await get(`/service/abtestfrontend/api/v1/gettestsat?time=${encodeURIComponent(time)}`)
        ).json(),
      );
    expect((await at('2026-12-24T10:00:00.000Z')).map((test) => test.name)).toEqual([
      'RECO_CAROUSEL',
      'NEWSLETTER_BUBBLE',
      'XMAS_TOPBANNER',
    ]);
    expect((await at('2026-12-24T10:00:00.000Z'))[2]).toEqual({
      name: 'XMAS_TOPBANNER',
      groups: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    });
    expect(await at('2030-01-01T00:00:00.000Z')).toEqual([]);
    expect((await get('/service/abtestfrontend/api/v1/gettestsat?time=yesterday')).statusCode).toBe(
      400,
    );
  });

  it('NFPL-7.2-5: assigns a shopper stable groups of the tests running now, with a visitor cookie', async () => {
    const first = await api.inject({
      method: 'GET',
      url: '/service/abtestfrontend/api/v1/getassignment',
    });
    const visitor = first.cookies.find((cookie) => cookie.name === 'ab_visitor')!;
    expect(visitor.httpOnly).toBe(true);
    const again = await api.inject({
      method: 'GET',
      url: '/service/abtestfrontend/api/v1/getassignment',
      cookies: { ab_visitor: visitor.value },
    });
    expect(again.json().assignments).toEqual(first.json().assignments);
    expect(again.json().assignments.map((a: { test: string }) => a.test)).toContain(
      'RECO_CAROUSEL',
    );
  });
});

describe('helpers for other domains', () => {
  it('previewDateTimeOf, isPreviewEnabled and previewAllowedFor (the footer preview flag per site)', async () => {
    const { openDatabase } = await import('../../db/database');
    const database = openDatabase(api.config);
    const { db } = database;
    try {
      const context = { db, database, config: api.config };
      const token = await signPreviewToken(api.config.tokenSecret, {
        sub: 'S00001',
        dt: '2026-12-24T10:00:00.000Z',
      });
      const request = (cookies: Record<string, string>) =>
        ({ cookies }) as unknown as FastifyRequest;
      expect(
        await previewDateTimeOf(request(staff({ [COOKIE_NAMES.preview]: token })), context),
      ).toEqual(new Date('2026-12-24T10:00:00.000Z'));
      expect(
        await previewDateTimeOf(request({ [COOKIE_NAMES.preview]: token }), context),
      ).toBeUndefined();
      expect(await isPreviewEnabled(context, 'HU')).toBe(true);
      expect(await previewAllowedFor(context, 'HU', { [COOKIE_NAMES.staffToolAuth]: 'any' })).toBe(
        true,
      );
      expect(await previewAllowedFor(context, 'HU', { [COOKIE_NAMES.staffAuth]: 'any' })).toBe(
        true,
      );
      expect(await previewAllowedFor(context, 'HU', { LoginToken: 'x' })).toBe(false);
      await db.updateTable('preview_sites').set({ enabled: 0 }).where('site', '=', 'HU').execute();
      expect(await isPreviewEnabled(context, 'HU')).toBe(false);
      expect(await previewAllowedFor(context, 'HU', { [COOKIE_NAMES.staffAuth]: 'any' })).toBe(
        false,
      );
      expect(await previewAllowedFor(context, 'DE', { [COOKIE_NAMES.staffAuth]: 'any' })).toBe(
        true,
      );
    } finally {
      await db.destroy();
    }
  });
});

describe('a staff member’s release preview', () => {
  it('counts only with a valid staff token of the login it was made in, and ends with that login', async () => {
    const { openDatabase } = await import('../../db/database');
    const database = openDatabase(api.config);
    try {
      const context = { db: database.db, database, config: api.config };
      // A login of its own: its logout below must not end the one the other tests use.
      const login = await api.inject({
        method: 'POST',
        url: '/service/login/api/v1/staff/login',
        payload: { username: DEMO_STAFF_USERNAME, password: DEMO_STAFF_PASSWORD },
      });
      const token = cookieOf(login, COOKIE_NAMES.staffAuth)!.value;
      const claims = JSON.parse(
        Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
      ) as { sub: string; lid: string };
      const releases = { footer: '3f2a9c1b2d4e' };
      const choice = await signReleaseChoice(api.config.tokenSecret, {
        sub: claims.sub,
        lid: claims.lid,
        releases,
      });
      const ofAnotherLogin = await signReleaseChoice(api.config.tokenSecret, {
        sub: claims.sub,
        lid: 'another-login',
        releases,
      });
      const request = (cookies: Record<string, string>) =>
        ({ cookies }) as unknown as FastifyRequest;
      const withStaff = (value: string) => ({
        [COOKIE_NAMES.staffAuth]: token,
        [COOKIE_NAMES.releasePreview]: value,
      });
      expect(await releaseChoiceOf(request(withStaff(choice)), context)).toEqual(releases);
      expect(
        await releaseChoiceOf(request({ [COOKIE_NAMES.releasePreview]: choice }), context),
      ).toBeUndefined();
      expect(await releaseChoiceOf(request(withStaff(ofAnotherLogin)), context)).toBeUndefined();

      const logout = await get('/service/preview/api/auth/logout', {
        [COOKIE_NAMES.staffAuth]: token,
      });
      expect(logout.statusCode).toBe(200);
      expect(cookieOf(logout, COOKIE_NAMES.releasePreview)?.value).toBe('');
      expect(await releaseChoiceOf(request(withStaff(choice)), context)).toBeUndefined();
    } finally {
      await database.db.destroy();
    }
  });
});

describe('preview date-time on promotions', () => {
  it('shows staff with an applied preview the campaign of that date, and shoppers today’s banner', async () => {
    const inCampaign = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString();
    const applied = await get(
      `/service/preview/api/token?test=&group=&dateTime=${encodeURIComponent(inCampaign)}`,
    );
    expect(applied.json()).toEqual({ status: 'SUCCESS' });
    const previewCookie = cookieOf(applied, COOKIE_NAMES.preview)!.value;
    const promotion = (cookies: Record<string, string>) =>
      api
        .inject({
          method: 'GET',
          url: '/service/promotion/api/promotion/~header_top',
          headers: { 'x-hunter-site': 'DE' },
          cookies,
        })
        .then((r) => JSON.parse(r.json().contentJSON).headline as string);
    expect(await promotion(staff({ [COOKIE_NAMES.preview]: previewCookie }))).toBe(
      'Winterzauber: 20 % auf Wintermode',
    );
    expect(await promotion({})).toBe('Neue Woche, neue Themenwelten');
    // A preview cookie without the staff token that set it changes nothing.
    expect(await promotion({ [COOKIE_NAMES.preview]: previewCookie })).toBe(
      'Neue Woche, neue Themenwelten',
    );
  });
});
