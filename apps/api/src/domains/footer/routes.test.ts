import { SITES, pageTypeForPath, type Site } from '@storefront/contracts';
import {
  COUNTRY_SWITCHER_ORDER,
  FOOTER_LOGO_SOURCES,
  FooterContentSchema,
  footerFlagPath,
  footerGroupIconPath,
  footerLogoPath,
  isFooterLogoSource,
  type FooterContent,
} from '@storefront/footer-schemas';
import { PromotionResponseSchema } from '@storefront/navigation-schemas';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

async function footerOf(site: Site): Promise<FooterContent> {
  const response = await api.inject({
    method: 'GET',
    url: '/service/promotion/api/promotion/SHOP_FOOTER',
    headers: { 'x-hunter-site': site },
  });
  expect(response.statusCode).toBe(200);
  const body = PromotionResponseSchema.parse(response.json());
  return FooterContentSchema.parse(JSON.parse(body.contentJSON));
}

function allLinks(content: FooterContent): string[] {
  return [
    ...content.teaser.groups.flatMap((group) => [
      ...group.links.map((link) => link.url),
      ...(group.heading.link ? [group.heading.link.url] : []),
    ]),
    ...(content.seo?.columns.flat().map((link) => link.url) ?? []),
    ...(content.legalLinks?.map((link) => link.url) ?? []),
    ...(content.salesTax ? [content.salesTax.link.url] : []),
  ];
}

const text = (content: FooterContent) => JSON.stringify(content);

describe('footer content (SHOP_FOOTER per site)', () => {
  it.each(SITES)(
    'NFPL-5.2-4: %s: valid content whose every shop link lands on a page the storefront serves',
    async (site) => {
      const content = await footerOf(site);
      const internal = allLinks(content).filter((url) => !/^(https?:|mailto:)/.test(url));
      expect(internal.length).toBeGreaterThan(15);
      expect(internal.filter((url) => pageTypeForPath(url) === 'notFound')).toEqual([]);
      const sources = [
        ...content.teaser.groups
          .flatMap((group) => group.images ?? [])
          .map((image) => image.source),
        ...(content.qualityLogos?.logos.map((logo) => logo.image.source) ?? []),
      ];
      expect(sources.filter((source) => !isFooterLogoSource(source))).toEqual([]);
      expect(content.teaser.groups.some((group) => group.hideGroupInCheckout)).toBe(true);
      expect(content.legalLinks?.filter((link) => link.opensConsentSettings)).toHaveLength(1);
    },
  );

  // NFPL-1-6: the service content differs per market; NFPL-9-11, NFPL-9-12: the spec's footer facts;
  // NFPL-2.2-19: the Turkish bank card scheme, American Express and the carriers (SPS in Slovakia, four in Turkey).
  it("NFPL-1-6, NFPL-9-11, NFPL-9-12, NFPL-2.2-19: carries each market's facts in its language", async () => {
    const facts: Record<Site, readonly string[]> = {
      DE: ['30 Tage Rückgaberecht', 'DHL', 'Jeder 11. Kaffee in der Filiale gratis.'],
      AT: ['14 Tage Rückgaberecht'],
      CH: ['3 Monate Rückgaberecht', 'Grössenberatung'],
      CH_FR: ['Droit de retour de 3 mois', 'TWINT'],
      CZ: [
        'Doprava zdarma od 999 Kč',
        'StorefrontCard již od 499 Kč',
        'Na vrácení zboží máte 30 dní',
      ],
      HU: ['30 napos visszaküldési jog', '1 hónapig érvényes, és egyszer használható fel'],
      PL: ['Darmowa dostawa od 100 zł', '30 dni na zwrot'],
      SK: ['Doprava zadarmo od 40 EUR', 'už od 20 EUR', '"SPS"', 'Na vrátenie tovaru máte 30 dní'],
      TR: [
        '1000 TL',
        '1-2 iş günü',
        '90 gün ücretsiz iade ve değişim',
        '09:00-19:00',
        'YURTICI',
        'ARAS',
        'MNG',
        'PTT',
        'TROY',
        'AMEX',
      ],
    };
    for (const site of SITES) {
      const content = text(await footerOf(site));
      for (const fact of facts[site]) expect([site, content.includes(fact)]).toEqual([site, true]);
    }
    expect(text(await footerOf('CH'))).not.toContain('ß');
  });

  it.each(SITES)(
    'NFPL-2.1-14: %s: links the sign-up, the store finder and both free card registrations (spec 2.1, 2.2)',
    async (site) => {
      const links = allLinks(await footerOf(site));
      expect(links).toEqual(
        expect.arrayContaining([
          '/subscribenewsletter',
          '/service/storefinder/',
          '/registerfreestorefrontcard',
          '/registerfreeprivatecard',
        ]),
      );
    },
  );

  // NFPL-2.2-17: the link targets of the HU, SK and TR editions; NFPL-2.2-18: categories as
  // /{slug}-c{categoryId}.html, content pages (payment, delivery, returns, gift ideas, usage
  // instructions, size advice, sustainability, career, press, blog) as /{slug}-s{pageId}.html.
  it.each(['HU', 'SK', 'TR'] as const)(
    'NFPL-2.2-17, NFPL-2.2-18: %s links the spec’s targets in the spec’s address forms',
    async (site) => {
      const content = await footerOf(site);
      const links = allLinks(content);
      expect(links).toEqual(
        expect.arrayContaining([
          '/service/storefinder/',
          '/contact',
          '/account',
          '/subscribenewsletter',
          '/registerfreestorefrontcard',
          '/giftcards',
          '/imprint',
          '/privacy',
          '/terms',
        ]),
      );
      expect(new Set(links.filter((url) => /^\/[a-z0-9-]+-s\d+\.html$/.test(url))).size).toBe(10);
      const categories = content.seo?.columns.flat().map((link) => link.url) ?? [];
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.filter((url) => !/^\/[a-z0-9-]+-c\d+\.html$/.test(url))).toEqual([]);
    },
  );

  it('NFPL-2.2-19: shows MasterCard, Visa and PayPal among the payment logos', async () => {
    const sources = (await footerOf('DE')).teaser.groups
      .flatMap((group) => group.images ?? [])
      .map((image) => image.source);
    expect(sources).toEqual(expect.arrayContaining(['MASTERCARD', 'VISA', 'PAYPAL']));
  });

  it('NFPL-3.2-2: shows the sales-tax text after the link only in Slovakia', async () => {
    for (const site of SITES) {
      const content = await footerOf(site);
      expect([site, Boolean(content.salesTax?.textAfterLink)]).toEqual([site, site === 'SK']);
    }
  });

  it('seeds only once: a restart keeps what editors changed', async () => {
    const { upsertPromotion } = await import('../promotion/repository');
    const { seedFooterContent } = await import('./seed/seedFooter');
    const { openDatabase } = await import('../../db/database');
    const database = openDatabase(api.config);
    const { db } = database;
    await upsertPromotion(db, {
      id: 'SHOP_FOOTER',
      site: 'PL',
      type: 'ApiShopFooter',
      contentJSON: { teaser: { groups: [] }, headline: 'Edited' },
    });
    await seedFooterContent({ db, database, config: api.config });
    await db.destroy();
    expect((await footerOf('PL')).headline).toBe('Edited');
  });
});

describe('footer images', () => {
  it('NFPL-3.2-3: serves an SVG for every logo source and every flag', async () => {
    const paths = [
      ...FOOTER_LOGO_SOURCES.map((source) => footerLogoPath(source) ?? ''),
      ...SITES.map(footerFlagPath),
    ];
    // NFPL-3.2-3: about 33 logo sources (spec 3.2), each an image under the footer images path.
    expect(paths).toHaveLength(33 + 9);
    for (const path of paths) {
      const response = await api.inject({ method: 'GET', url: path });
      expect([path, response.statusCode, response.headers['content-type']]).toEqual([
        path,
        200,
        'image/svg+xml',
      ]);
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('answers 404 with a problem body for an unknown image', async () => {
    const response = await api.inject({
      method: 'GET',
      url: '/service/footer-images/logos/NOPE.svg',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

// NFPL-3.2-5: spec 3.2 "international: items with code, label, href"; NFPL-3.2-1: heading iconName.
describe('the editors’ country list and group icons (spec 3.2)', () => {
  it('NFPL-3.2-5: seeds every site’s international list with code, label and each site’s public address', async () => {
    // PL's content was edited by the seed-once test above.
    for (const site of SITES.filter((code) => code !== 'PL')) {
      const items = (await footerOf(site)).international?.items ?? [];
      expect(items.map((item) => item.code)).toEqual([...COUNTRY_SWITCHER_ORDER]);
      expect(items.find((item) => item.code === 'HU')).toEqual({
        code: 'HU',
        label: 'Magyarország',
        href: `${api.config.publicOrigins?.HU ?? 'http://hu.localhost:3000'}/`,
      });
    }
  });

  it('NFPL-3.2-1: every group heading icon of the content is served', async () => {
    const names = new Set(
      (await footerOf('DE')).teaser.groups
        .map((group) => group.heading.iconName)
        .filter((name) => name !== undefined),
    );
    expect(names.size).toBeGreaterThan(3);
    for (const name of names) {
      const path = footerGroupIconPath(name);
      expect([name, path]).toEqual([name, `/service/footer-images/group-icons/${name}.svg`]);
      const response = await api.inject({ method: 'GET', url: path! });
      expect([path, response.statusCode, response.headers['content-type']]).toEqual([
        path,
        200,
        'image/svg+xml',
      ]);
    }
  });
});

describe('site origins for the country selector (issue 16)', () => {
  it('answers every site’s configured public origin, whatever Host the request names', async () => {
    const response = await api.inject({
      method: 'GET',
      url: '/service/footer/site-origins',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const origins = response.json() as Record<string, string>;
    expect(Object.keys(origins).sort()).toEqual([...SITES].sort());
    expect(origins.HU).toBe(api.config.publicOrigins?.HU);
    expect(JSON.stringify(origins)).not.toContain('evil.example');
  });
});
