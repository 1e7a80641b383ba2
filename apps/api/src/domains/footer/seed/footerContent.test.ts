import { pageTypeForPath, SITES, type Site } from '@storefront/contracts';
import { FooterContentSchema } from '@storefront/footer-schemas';
import de from './content/de.json';
import sites from './content/sites.json';
import { footerContentFor } from './footerContent';
import { loadSeedModuleWith } from '../../../test/seedFiles';

const origin = (site: Site) => `https://${site.toLowerCase().replace('_', '-')}.shop.test`;

describe('footer seed content (seed/content/*.json assembled by footerContent.ts)', () => {
  it.each(SITES)(
    '%s: the seeded content is what the footer remote accepts, every shop link a page the storefront serves',
    (site) => {
      const content = footerContentFor(site, origin);
      expect(FooterContentSchema.safeParse(content).error).toBeUndefined();
      const urls = [
        ...content.teaser.groups.flatMap((group) => group.links.map((link) => link.url)),
        ...(content.seo?.columns.flat().map((link) => link.url) ?? []),
      ];
      expect(
        urls.filter((url) => !url.startsWith('mailto:') && pageTypeForPath(url) === 'notFound'),
      ).toEqual([]);
      expect(content.international?.items.map((item) => item.href)).toContain(`${origin(site)}/`);
    },
  );

  it('fills in the loyalty card name where a market names it (CZ, SK)', () => {
    const text =
      JSON.stringify(footerContentFor('CZ', origin)) +
      JSON.stringify(footerContentFor('SK', origin));
    expect(text).toContain('pro držitele StorefrontCard již od 499 Kč');
    expect(text).toContain('s vernostnou kartou StorefrontCard už od 20 EUR');
    expect(text).not.toContain('{{');
  });

  it('gives Swiss German its own spelling and German German for everything else', () => {
    const swiss = footerContentFor('CH', origin);
    const german = footerContentFor('DE', origin);
    const services = (content: typeof swiss) =>
      content.teaser.groups
        .find((group) => group.heading.iconName === 'services')
        ?.links.map((link) => link.text);
    expect(services(swiss)).toContain('Grössenberatung');
    expect(services(german)).toContain('Größenberatung');
    expect(swiss.headline).toBe(german.headline);
    expect(swiss.legalLinks).toEqual(german.legalLinks);
  });

  it('labels the invoice logo in French only in French-speaking Switzerland', () => {
    const invoiceLabel = (site: Site) =>
      footerContentFor(site, origin)
        .teaser.groups.flatMap((group) => group.images ?? [])
        .find((image) => image.source === 'INVOICE')?.label;
    expect(invoiceLabel('CH_FR')).toBe('Facture');
    expect(invoiceLabel('CH')).toBe('Rechnung');
  });
});

describe('a broken seed file stops the start, naming the file', () => {
  const loadWith = (file: string, content: unknown) =>
    loadSeedModuleWith(require.resolve('./footerSeedContent'), 'footer', file, content);

  it('the files as they are load', () => {
    expect(loadWith('de.json', de)).not.toThrow();
  });

  it('a misspelt key in a language file', () => {
    const { sizeAdvice, ...services } = de.services;
    expect(sizeAdvice).toBeTruthy();
    expect(
      loadWith('de.json', {
        ...de,
        services: { ...services, sizeAdvise: sizeAdvice },
      }),
    ).toThrow(/footer seed\/content\/de\.json is not valid: services\.sizeAdvi[cs]e: /);
  });

  it('a misspelt key in the Swiss German variant', () => {
    expect(loadWith('de-CH.json', { services: { sizeAdvise: 'Grössenberatung' } })).toThrow(
      /de-CH\.json \(over de\.json\) is not valid/,
    );
  });

  it('a site missing from sites.json', () => {
    const { TR, ...others } = sites;
    expect(TR).toBeDefined();
    expect(loadWith('sites.json', others)).toThrow(
      /footer seed\/content\/sites\.json is not valid/,
    );
  });

  it('a logo no footer can show', () => {
    expect(
      loadWith('sites.json', {
        ...sites,
        PL: { ...sites.PL, payments: ['BLIK', 'CASH'] },
      }),
    ).toThrow(/sites\.json is not valid/);
  });
});
