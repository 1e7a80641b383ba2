import promotions from './content/promotions.json';
import TR from './content/TR.json';
import { SITES } from '@storefront/contracts';
import { sitePromotions } from './seedPromotions';
import { loadSeedModuleWith } from '../../../test/seedFiles';

const loadWith = (file: string, content: unknown) =>
  loadSeedModuleWith(require.resolve('./seedPromotions'), 'promotion', file, content);

describe('promotion seed data (seed/content/*.json)', () => {
  it("fills a site's texts and code into the promotions, and dates the campaign from the seed day", () => {
    const seeded = sitePromotions('CH_FR', new Date('2026-11-27T10:00:00.000Z'));
    const coffee = seeded.find((promotion) => promotion.id === '~category_coffee');
    expect(coffee?.contentJSON).toMatchObject({ voucherCode: 'KAFFEECHFR10' });
    expect(JSON.stringify(seeded)).not.toContain('{{');
    const season = seeded.find((promotion) => promotion.tags.includes('season'));
    expect(season).toMatchObject({
      validFrom: new Date('2026-12-27T10:00:00.000Z'),
      validTo: new Date('2027-02-25T10:00:00.000Z'),
    });
  });

  it('HSC-1-1: seeds the header’s phase integration (~header_pi) for every site, in its own words', () => {
    const headlines = new Set<string>();
    for (const site of SITES) {
      const pi = sitePromotions(site).find((promotion) => promotion.id === '~header_pi');
      expect([site, pi?.type, pi?.tags]).toEqual([site, 'ApiPiPromotion', ['header']]);
      expect(pi?.contentJSON).toMatchObject({ linkURL: '/c/coffee' });
      for (const field of ['headline', 'subline', 'linkText'])
        expect(String(pi?.contentJSON[field] ?? '').length).toBeGreaterThan(0);
      headlines.add(String(pi?.contentJSON.headline));
    }
    // German for DE, AT and CH; each other market in its language.
    expect(headlines.size).toBe(SITES.length - 2);
  });

  it('a site file without a text stops the start, naming the file and the field', () => {
    const { season, ...others } = TR;
    expect(season).toBeDefined();
    expect(loadWith('TR.json', others)).toThrow(
      /promotion seed\/content\/TR\.json is not valid: season: /,
    );
  });

  it('a placeholder no site has a text for stops the start, naming it', () => {
    const [first, ...rest] = promotions;
    expect(
      loadWith('promotions.json', [
        { ...first, contentJSON: { headline: '{{top.subtitle}}' } },
        ...rest,
      ]),
    ).toThrow('promotion seed/content/promotions.json is not valid: no text for {{top.subtitle}}');
  });

  it('a promotion id the header does not read stops the start', () => {
    const [first, ...rest] = promotions;
    expect(loadWith('promotions.json', [{ ...first, id: 'header_top' }, ...rest])).toThrow(
      /promotions\.json is not valid: 0\.id: /,
    );
  });
});
