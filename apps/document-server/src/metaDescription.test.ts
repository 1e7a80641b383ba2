/**
 * @jest-environment node
 */
import { LOCALES, PAGE_TYPES, SITES, SITE_CONFIG } from '@storefront/contracts';
import { PAGES } from '@storefront/shell';
import { metaDescription } from './metaDescription';

describe('meta description', () => {
  it.each(LOCALES)('has a text of its own for every page type in %s', (locale) => {
    const texts = PAGE_TYPES.map((pageType) => metaDescription(locale, pageType));
    for (const [index, text] of texts.entries()) {
      expect(text).not.toBe(PAGES[PAGE_TYPES[index] ?? 'home'].description);
      // Search engines cut descriptions at about 155-160 characters.
      expect(text.length).toBeGreaterThan(10);
      expect(text.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("speaks each site's language", () => {
    const home = Object.fromEntries(
      SITES.map((site) => [site, metaDescription(SITE_CONFIG[site].locale, 'home')]),
    );
    expect(home.DE).toMatch(/Kaffee/);
    expect(home.AT).toMatch(/Österreich/);
    expect(home.CH).toMatch(/Schweiz/);
    expect(home.CH_FR).toMatch(/café/);
    expect(home.CZ).toMatch(/kávu/);
    expect(home.SK).toMatch(/kávu/);
    expect(home.HU).toMatch(/kávét/);
    expect(home.PL).toMatch(/kawę/);
    expect(home.TR).toMatch(/Kahve/);
    expect(new Set(Object.values(home)).size).toBe(SITES.length);
  });

  it('writes Swiss German without ß, also where it falls back to German German', () => {
    for (const pageType of PAGE_TYPES)
      expect(metaDescription('de-CH', pageType)).not.toContain('ß');
  });
});
