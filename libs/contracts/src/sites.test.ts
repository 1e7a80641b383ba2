import { SITES, SITE_CONFIG, siteFromHost, siteConfig, toSite } from './sites';

describe('sites', () => {
  it('resolves every local site host, with or without port', () => {
    for (const site of SITES) {
      expect(siteFromHost(SITE_CONFIG[site].localHost)).toBe(site);
      expect(siteFromHost(`${SITE_CONFIG[site].localHost}:3000`)).toBe(site);
    }
  });

  it('treats plain localhost and unknown hosts as DE', () => {
    // HSC-3.3-1 / HSC-9-1: the site defaults to DE.
    expect(siteFromHost('localhost:3000')).toBe('DE');
    expect(siteFromHost('example.org')).toBe('DE');
    expect(siteFromHost(undefined)).toBe('DE');
  });

  it('tells CH_FR from CH', () => {
    expect(siteFromHost('ch-fr.localhost')).toBe('CH_FR');
    expect(siteFromHost('ch.localhost')).toBe('CH');
  });

  it('NFPL-3.1-9, NFPL-5.2-3: takes the listed site codes and falls back to DE for an unknown one', () => {
    for (const code of ['TR', 'CZ', 'CH', 'CH_FR', 'HU', 'AT', 'SK', 'PL', 'DE'])
      expect(toSite(code)).toBe(code);
    // HSC-3.8-2: an unknown site falls back to DE.
    expect(toSite('XX')).toBe('DE');
    expect(siteConfig(undefined).locale).toBe('de-DE');
  });

  it('shows the currency symbol everywhere except DE', () => {
    // HSC-3.8-2: the currency symbol shows on every site except DE.
    expect(SITES.filter((site) => !SITE_CONFIG[site].showCurrencySymbol)).toEqual(['DE']);
  });

  // NFPL-1-12: the spec's locale map, German (de-DE) the default above.
  it('NFPL-1-12: maps sites to the spec locales and currencies', () => {
    // HSC-3.8-1 / HSC-9-1: the spec's table of sites, locales and currencies (section 3).
    expect(Object.values(SITE_CONFIG).map((c) => `${c.site}:${c.locale}:${c.currency}`)).toEqual([
      'DE:de-DE:EUR',
      'AT:de-AT:EUR',
      'CH:de-CH:CHF',
      'CH_FR:fr-CH:CHF',
      'CZ:cs-CZ:CZK',
      'HU:hu-HU:HUF',
      'PL:pl-PL:PLN',
      'SK:sk-SK:EUR',
      'TR:tr-TR:TRY',
    ]);
  });
});
