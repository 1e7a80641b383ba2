/** @jest-environment node */
import { type FetchServiceOptions, type ServerRequestContext } from '@storefront/contracts';
import { NAVIGATION_PATH, THEMEWORLD_NAVIGATION_PATH } from '@storefront/navigation-schemas';
import { PERSONAL_DATA_PATH } from '@storefront/platform';
import { parseHeaderServerData } from '../../shared/serverData';
import {
  ANNA_PERSONAL,
  navigationTree,
  topBanner,
  benefits,
  THEMEWORLDS,
} from '../../testing/serverRender';
import { SHARED_CONTENT_S, loadHeaderServerData } from './loadHeaderServerData';

const TREE = navigationTree({ coffee: 'Kaffee', beans: 'Bohnen', sale: 'Angebote' });
const PSDATA = {
  tracking: { loginStatus: 'LOGGED_IN' },
  customer: {
    firstname: 'Anna',
    lastname: 'Schneider',
    loyaltyBeans: 120,
    statuses: { isCommunityMember: true, isStorefrontcardMember: false },
  },
};

/** The service as the document server answers in-process: path → status and body. */
const SERVICE: Record<string, { status: number; body: unknown }> = {
  '/service/promotion/api/promotion/~header_top': {
    status: 200,
    body: topBanner('Nur diese Woche'),
  },
  '/service/promotion/api/promotion/~header_benefits': {
    status: 200,
    body: benefits(['Gratis Versand']),
  },
  '/service/promotion/api/promotion/~category_coffee': {
    status: 404,
    body: { message: 'not found' },
  },
  '/service/promotion/api/promotion/~header_pi': {
    status: 200,
    body: {
      type: 'ApiPiPromotion',
      contentJSON: JSON.stringify({
        headline: 'Frühlingsputz',
        linkURL: '/c/household',
        linkText: 'Zu den Ideen',
      }),
    },
  },
  [NAVIGATION_PATH]: { status: 200, body: TREE },
  [THEMEWORLD_NAVIGATION_PATH]: { status: 200, body: THEMEWORLDS },
  [PERSONAL_DATA_PATH]: { status: 200, body: PSDATA },
};

function contextWith({
  cookies = {},
  answers = SERVICE,
  path = '/c/coffee',
  reduced = false,
  userAgent,
}: {
  cookies?: Record<string, string>;
  answers?: typeof SERVICE;
  path?: string;
  reduced?: boolean;
  userAgent?: string;
} = {}) {
  const fetchService = jest.fn(
    async (
      servicePath: string,
      _headers?: Readonly<Record<string, string>>,
      _options?: FetchServiceOptions,
    ) => answers[servicePath] ?? { status: 404, body: undefined },
  );
  const context: ServerRequestContext & { userAgent?: string } = {
    site: 'DE',
    locale: 'de-DE',
    platform: 'CLASSIC',
    pageType: 'content',
    reduced,
    path,
    query: 'sort=price',
    cookies,
    fetchService,
    ...(userAgent ? { userAgent } : {}),
  };
  return {
    context,
    fetchService,
    asked: () => fetchService.mock.calls.map(([servicePath]) => servicePath),
  };
}

const LOGGED_IN = { LoginToken: 'token', csrf_token: 'csrf-1' };

describe('loadServerData of the header', () => {
  it('brings promotions (404 as none), navigation, theme worlds and the greeting of a logged-in visitor, valid for the header', async () => {
    const { context, asked } = contextWith({ cookies: LOGGED_IN });
    const data = await loadHeaderServerData(context);
    expect(parseHeaderServerData(JSON.parse(JSON.stringify(data)))).toEqual(data);
    // HSC-1-1: the phase-integration promotion ~header_pi is asked for with the others.
    expect(data.promotions).toEqual({
      '~header_top': topBanner('Nur diese Woche'),
      '~header_benefits': benefits(['Gratis Versand']),
      '~category_coffee': null,
      '~header_pi': SERVICE['/service/promotion/api/promotion/~header_pi']!.body,
    });
    expect(data.navigation).toEqual(TREE);
    expect(data.themeworlds).toEqual(THEMEWORLDS);
    // Their end dates written as the flyout shows them: the browser's first render needs no Intl (issue 27).
    expect(data.endDates).toEqual({ '2030-01-10': 'Do, 10.01.' });
    expect(data.personal).toEqual(ANNA_PERSONAL);
    expect(data.loginStatus).toBe('LOGGED_IN');
    expect(data.csrfToken).toBe('csrf-1');
    expect(data).toMatchObject({ path: '/c/coffee', returnTo: '/c/coffee?sort=price' });
    expect(asked()).toContain(PERSONAL_DATA_PATH);
  });

  it('lets the document server share the calls that are the same for every visitor, never the personal one', async () => {
    const { context, fetchService } = contextWith({ cookies: LOGGED_IN });
    await loadHeaderServerData(context);
    const shared = Object.fromEntries(
      fetchService.mock.calls.map(([servicePath, , options]) => [servicePath, options?.shareForS]),
    );
    expect(shared).toEqual({
      '/service/promotion/api/promotion/~header_top': SHARED_CONTENT_S,
      '/service/promotion/api/promotion/~header_benefits': SHARED_CONTENT_S,
      '/service/promotion/api/promotion/~category_coffee': SHARED_CONTENT_S,
      '/service/promotion/api/promotion/~header_pi': SHARED_CONTENT_S,
      [NAVIGATION_PATH]: SHARED_CONTENT_S,
      [THEMEWORLD_NAVIGATION_PATH]: SHARED_CONTENT_S,
      [PERSONAL_DATA_PATH]: undefined,
    });
  });

  it('does not ask for the personal data of an anonymous visitor, who is greeted as logged out, and carries no token', async () => {
    const { context, asked } = contextWith({ cookies: { csrf_token: 'csrf-1' } });
    const data = await loadHeaderServerData(context);
    expect(asked()).not.toContain(PERSONAL_DATA_PATH);
    expect(data.personal).toMatchObject({ initialized: true, loggedInOrRemembered: false });
    expect(data.loginStatus).toBe('LOGGED_OUT');
    expect(data.csrfToken).toBeUndefined();
  });

  it('leaves promotions to the browser when the request carries a preview cookie (staff see unpublished content)', async () => {
    const { context, asked } = contextWith({ cookies: { preview: '2030-01-01T10:00' } });
    const data = await loadHeaderServerData(context);
    // HSC-4.2-2 / HSC-6-2: with a preview cookie the server leaves the promotions out, so the browser fetches them anew.
    expect(data.promotions).toBeUndefined();
    expect(asked().filter((servicePath) => servicePath.includes('/promotion/'))).toEqual([]);
    expect(data.navigation).toEqual(TREE);
  });

  it('leaves every part that answered 500 to the browser', async () => {
    const failing = Object.fromEntries(
      Object.keys(SERVICE).map((servicePath) => [
        servicePath,
        { status: 500, body: { error: 'boom' } },
      ]),
    );
    const { context } = contextWith({ cookies: LOGGED_IN, answers: failing });
    const data = await loadHeaderServerData(context);
    expect(data.promotions).toEqual({});
    expect(data).not.toHaveProperty('navigation');
    expect(data).not.toHaveProperty('themeworlds');
    expect(data).not.toHaveProperty('personal');
    expect(data).not.toHaveProperty('csrfToken');
    expect(parseHeaderServerData(data)).toEqual(data);
  });

  it('leaves a part whose call throws to the browser', async () => {
    const { context, fetchService } = contextWith({ cookies: LOGGED_IN });
    fetchService.mockImplementation(async () => {
      throw new Error('socket hang up');
    });
    const data = await loadHeaderServerData(context);
    expect(data).toMatchObject({ promotions: {}, path: '/c/coffee' });
    expect(data).not.toHaveProperty('navigation');
  });

  it('refuses hostile bodies: script links, wrong shapes and a forged customer', async () => {
    const hostile: typeof SERVICE = {
      ...SERVICE,
      '/service/promotion/api/promotion/~header_top': {
        status: 200,
        body: { type: 'ApiTopBannerPromotion', contentJSON: { not: 'a string' } },
      },
      [NAVIGATION_PATH]: {
        status: 200,
        body: [{ title: 'Evil', href: 'javascript:alert(1)', children: [] }],
      },
      [THEMEWORLD_NAVIGATION_PATH]: { status: 200, body: '<script>alert(1)</script>' },
      [PERSONAL_DATA_PATH]: {
        status: 200,
        body: {
          tracking: { loginStatus: 'ADMIN' },
          customer: { firstname: '<img onerror=alert(1)>' },
        },
      },
    };
    const { context } = contextWith({ cookies: LOGGED_IN, answers: hostile });
    const data = await loadHeaderServerData(context);
    expect(data.promotions).not.toHaveProperty('~header_top');
    expect(data).not.toHaveProperty('navigation');
    expect(data).not.toHaveProperty('themeworlds');
    expect(data).not.toHaveProperty('personal');
    expect(JSON.stringify(data)).not.toMatch(/javascript:|<script|onerror/);
  });

  it('asks for nothing for the reduced header (logo only)', async () => {
    const { context, asked } = contextWith({ cookies: LOGGED_IN, reduced: true });
    const data = await loadHeaderServerData(context);
    expect(asked()).toEqual([]);
    expect(data.appBanner.show).toBe(false);
  });

  it('decides the app banner from the user agent and the native-app cookie, as the shell does', async () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    expect(
      (await loadHeaderServerData(contextWith({ userAgent: android }).context)).appBanner,
    ).toEqual({ show: true, device: 'android' });
    expect(
      (
        await loadHeaderServerData(
          contextWith({ userAgent: android, cookies: { 'storefront-app': 'true' } }).context,
        )
      ).appBanner.show,
    ).toBe(false);
    expect((await loadHeaderServerData(contextWith().context)).appBanner).toEqual({
      show: false,
      device: 'other',
    });
  });
});

describe('the header server data schema', () => {
  it('refuses data of another shape (the header then fetches in the browser)', () => {
    expect(parseHeaderServerData(undefined)).toBeUndefined();
    expect(parseHeaderServerData('<script>')).toBeUndefined();
    expect(
      parseHeaderServerData({
        path: '/',
        returnTo: '/',
        now: 0,
        appBanner: { show: true, device: 'fridge' },
      }),
    ).toBeUndefined();
  });
});
