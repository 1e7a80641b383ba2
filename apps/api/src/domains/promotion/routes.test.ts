import { SITES } from '@storefront/contracts';
import { PromotionResponseSchema, PromotionContentSchema } from '@storefront/navigation-schemas';
import type { Kysely } from 'kysely';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { openDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import { upsertPromotion, matchesTags } from './repository';

let api: TestApi;
let db: Kysely<Database>;
beforeAll(async () => {
  api = await startTestApi();
  db = openDatabase(api.config).db;
}, API_START_TIMEOUT_MS);
afterAll(async () => {
  await db.destroy();
  await api.close();
});

const get = (url: string, site?: string) =>
  api.inject({ method: 'GET', url, headers: site ? { 'x-hunter-site': site } : {} });

describe('promotion API', () => {
  it('answers the top banner of every site in its language, by x-hunter-site', async () => {
    const headlines = new Set<string>();
    for (const site of SITES) {
      const response = await get('/service/promotion/api/promotion/~header_top', site);
      expect(response.statusCode).toBe(200);
      const body = PromotionResponseSchema.parse(response.json());
      expect(body.type).toBe('ApiTopBannerPromotion');
      const content = PromotionContentSchema.parse(JSON.parse(body.contentJSON));
      expect(content.legalText).toBeTruthy();
      headlines.add(content.promotionTextLong ?? '');
    }
    expect(headlines.has('Sadece bu hafta: tüm kahve makinelerinde %15 indirim')).toBe(true);
    expect(headlines.has('Csak ezen a héten: 15% kedvezmény minden kávéfőzőre')).toBe(true);
  });

  it('seeds a promotion of every type', async () => {
    const types = [];
    for (const id of [
      '~category_coffee',
      '~category_household',
      '~header_benefits',
      '~category_sale',
    ])
      types.push(
        PromotionResponseSchema.parse(
          (await get(`/service/promotion/api/promotion/${id}`, 'CH_FR')).json(),
        ).type,
      );
    expect(types).toEqual([
      'ApiCategory',
      'ApiPiPromotion',
      'ApiHeaderBenefitsPromotion',
      'ApiCountdownPromotion',
    ]);
  });

  // Spec header-search-cart.md section 9, "Benefit texts".
  it.each([
    ['DE', ['Versandkostenfrei ab 20 €', '10 % Newsletter-Rabatt', 'Über 550 Filialen']],
    ['AT', ['Versandkostenfrei ab 20 €', '10 % Newsletter-Rabatt']],
    ['CH', ['Versandkostenfrei ab 30 CHF', '10 % Newsletter-Rabatt', '3 Monate Rückgaberecht']],
    ['CH_FR', ['dès 30 CHF', '10 %', 'retour de 3 mois']],
    ['TR', ['Kahvede 175 TL üzeri ücretsiz kargo', '%10']],
    ['HU', ['10%', '30 napos visszaküldés']],
    ['PL', ['10%', '30 dni na zwrot']],
    ['CZ', ['10%']],
    ['SK', ['10 %']],
  ])("the %s benefits strip has four tracked slots and the spec's texts", async (site, texts) => {
    const body = PromotionResponseSchema.parse(
      (await get('/service/promotion/api/promotion/~header_benefits', site)).json(),
    );
    expect(body.type).toBe('ApiHeaderBenefitsPromotion');
    const links = PromotionContentSchema.parse(JSON.parse(body.contentJSON)).links ?? [];
    // HSC-9-5: at most four tracked slots: free shipping, newsletter sign-up, cross-channel, service.
    expect(links.map((link) => link.slot)).toEqual([
      'freeShipping',
      'newsletter',
      'crossChannel',
      'service',
    ]);
    // HSC-2.1-4: the newsletter page is /subscribenewsletter in every locale.
    expect(links.find((link) => link.slot === 'newsletter')?.url).toBe('/subscribenewsletter');
    const shown = links.map((link) => link.text).join(' | ');
    // HSC-9-6: the spec's benefit texts per site.
    for (const text of texts) expect(shown).toContain(text);
  });

  it('filters by tags and answers 404 as a problem when nothing matches', async () => {
    await upsertPromotion(db, {
      id: 'tagged',
      site: 'TR',
      type: 'ApiPiPromotion',
      contentJSON: { headline: 'a' },
      tags: ['app', 'coffee'],
    });
    await upsertPromotion(db, {
      id: 'tagged',
      site: 'TR',
      type: 'ApiPiPromotion',
      contentJSON: { headline: 'b' },
      tags: ['web'],
    });
    const headline = async (query: string) => {
      const response = await get(`/service/promotion/api/promotion/tagged${query}`, 'TR');
      return response.statusCode === 200
        ? JSON.parse(response.json().contentJSON).headline
        : response.statusCode;
    };
    expect(await headline('?allOfTags=app,coffee')).toBe('a');
    expect(await headline('?anyOfTags=web,other')).toBe('b');
    expect(await headline('?noneOfTags=web&anyOfTags=')).toBe('a');
    expect(await headline('?allOfTags=app,web')).toBe(404);
    expect((await get('/service/promotion/api/promotion/tagged', 'DE')).json()).toMatchObject({
      status: 404,
      type: 'urn:storefront:not-found',
    });
  });

  it('upserts by site, id and tag set, and respects the validity window', async () => {
    await upsertPromotion(db, {
      id: 'SHOP_FOOTER',
      site: 'HU',
      type: 'SHOP_FOOTER',
      contentJSON: '{"v":1}',
    });
    await upsertPromotion(db, {
      id: 'SHOP_FOOTER',
      site: 'HU',
      type: 'SHOP_FOOTER',
      contentJSON: '{"v":2}',
    });
    expect((await get('/service/promotion/api/promotion/SHOP_FOOTER', 'HU')).json()).toEqual({
      type: 'SHOP_FOOTER',
      contentJSON: '{"v":2}',
    });
    await upsertPromotion(db, {
      id: 'expired',
      site: 'HU',
      type: 'ApiPiPromotion',
      contentJSON: '{}',
      validTo: new Date(Date.now() - 1000),
    });
    await upsertPromotion(db, {
      id: 'future',
      site: 'HU',
      type: 'ApiPiPromotion',
      contentJSON: '{}',
      validFrom: new Date(Date.now() + 60_000),
    });
    expect((await get('/service/promotion/api/promotion/expired', 'HU')).statusCode).toBe(404);
    expect((await get('/service/promotion/api/promotion/future', 'HU')).statusCode).toBe(404);
  });

  it('refuses malformed ids and tag lists with 400', async () => {
    expect((await get('/service/promotion/api/promotion/a%20b', 'DE')).statusCode).toBe(400);
    expect(
      (await get('/service/promotion/api/promotion/x?allOfTags=%3Cscript%3E', 'DE')).statusCode,
    ).toBe(400);
  });

  it('matches tags: all of, any of, none of', () => {
    expect(
      matchesTags(['a', 'b'], { allOfTags: ['a'], anyOfTags: ['x', 'b'], noneOfTags: ['c'] }),
    ).toBe(true);
    expect(matchesTags(['a', 'b'], { allOfTags: [], anyOfTags: [], noneOfTags: ['b'] })).toBe(
      false,
    );
    expect(matchesTags([], { allOfTags: [], anyOfTags: ['a'], noneOfTags: [] })).toBe(false);
  });
});
