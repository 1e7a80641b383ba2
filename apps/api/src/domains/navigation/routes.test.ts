import {
  NavigationResponseSchema,
  ThemeWorldNavigationSchema,
  ThemeWorldSchema,
} from '@storefront/navigation-schemas';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const get = (url: string, site: string) =>
  api.inject({ method: 'GET', url, headers: { 'x-hunter-site': site } });

describe('navigation API', () => {
  it('answers a tree with children and teasers; four entries for TR, CZ, HU, PL and SK', async () => {
    // HSC-7-4: GET header-backend show answers the navigation tree (a list of nodes).
    const de = NavigationResponseSchema.parse(
      (await get('/service/header-backend/api/show', 'DE')).json(),
    );
    // HSC-3.4-1: nodes with title, href, children and a teaser.
    expect(de.map((node) => node.title)).toEqual([
      'Kaffee',
      'Haushalt',
      'Mode',
      'Sport',
      'Geschenke',
      'Sale',
    ]);
    expect(de[0]?.children[0]?.children.map((node) => node.href)).toEqual([
      '/c/espresso',
      '/c/filter-coffee',
    ]);
    expect(de[0]?.teaser?.items.length).toBe(2);
    // HSC-9-10: navigation for TR, CZ, HU, PL and SK has four entries.
    for (const site of ['TR', 'CZ', 'HU', 'PL', 'SK']) {
      expect(
        NavigationResponseSchema.parse(
          (await get('/service/header-backend/api/show', site)).json(),
        ),
      ).toHaveLength(4);
    }
    const tr = NavigationResponseSchema.parse(
      (await get('/service/header-backend/api/show', 'TR')).json(),
    );
    expect(tr[0]?.title).toBe('Kahve');
  });

  it('falls back to the host’s site without the site header', async () => {
    const response = await api.inject({
      method: 'GET',
      url: '/service/header-backend/api/show',
      headers: { host: 'ch-fr.localhost:3000' },
    });
    expect(NavigationResponseSchema.parse(response.json())[0]?.title).toBe('Café');
  });

  it('answers theme worlds in all four sections with translations', async () => {
    // HSC-7-4 / HSC-3.5-1: GET themeworld navigation answers sections (theme worlds of the spec's fields), translations and an overview.
    const body = ThemeWorldNavigationSchema.parse(
      (await get('/service/themeworld-frontend/api/themeworlds/navigation', 'HU')).json(),
    );
    // HSC-2.2-4: the sections in the fixed order scout, new, more, lastChance.
    expect(body.themeworldFlyout.sections.map((section) => section.key)).toEqual([
      'scout',
      'new',
      'more',
      'lastChance',
    ]);
    expect(body.themeworldFlyout.translations.onlineOnly).toBe('Csak online');
    // HSC-3.5-2: texts for the badge and subline keys scout, new, preview and the availability keys.
    expect(Object.keys(body.themeworldFlyout.translations)).toEqual(
      expect.arrayContaining([
        'scout',
        'new',
        'preview',
        'onlineOnly',
        'nextWeekStore',
        'thisWeekStore',
        'storeAlso',
        'storeWednesday',
      ]),
    );
    const worlds = body.themeworldFlyout.sections.flatMap((section) => section.themeworlds);
    expect(worlds.length).toBeGreaterThan(0);
    for (const world of worlds)
      expect(world).toEqual(
        expect.objectContaining({
          url: expect.any(String),
          imgUrl: expect.any(String),
          title: expect.any(String),
          availability: expect.any(Array),
          badges: expect.any(Array),
          storefrontCard: expect.any(Boolean),
        }),
      );
    // HSC-3.5-1: an unknown availability key is no theme world.
    expect(ThemeWorldSchema.safeParse({ ...worlds[0], availability: ['tomorrow'] }).success).toBe(
      false,
    );
    expect(body.themeworldFlyout.overview).toEqual({
      title: 'Összes tematikus világ',
      url: '/themeworlds',
    });
  });

  it('serves navigation images and the local consent script', async () => {
    const image = await api.inject({
      method: 'GET',
      url: '/service/header-backend/media/navigation/teaser-coffee.svg',
    });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(
      (
        await api.inject({
          method: 'GET',
          url: '/service/header-backend/media/navigation/..%2Fx.svg',
        })
      ).statusCode,
    ).toBe(404);
    const script = await api.inject({
      method: 'GET',
      url: '/service/consent/0f5e1c2a-7b1d-4c3e-9a8b-1d2e3f4a5b6c-test.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('StorefrontConsent');
    expect((await api.inject({ method: 'GET', url: '/service/consent/evil.js' })).statusCode).toBe(
      404,
    );
  });
});
