/** The nine country shops and everything that is fixed per site. */
export const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'PL', 'SK', 'TR'] as const;
export type Site = (typeof SITES)[number];

export const DEFAULT_SITE: Site = 'DE';

/**
 * The nine sites' page languages. The sign-up spec also lists da-DK, sv-SE and en, which no site has:
 * they are left out until a site with such a language exists (docs/spec-conformance.md, NFPL-1-11).
 */
export const LOCALES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'cs-CZ',
  'hu-HU',
  'pl-PL',
  'sk-SK',
  'tr-TR',
] as const;
export type Locale = (typeof LOCALES)[number];

export const CURRENCIES = ['EUR', 'CHF', 'CZK', 'HUF', 'PLN', 'TRY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface SiteConfig {
  site: Site;
  locale: Locale;
  currency: Currency;
  /** The spec shows the currency symbol on every site except DE. */
  showCurrencySymbol: boolean;
  /** Host name of the site when run locally; production hosts come from deployment config. */
  localHost: string;
  /** The site's name in its own language, for the country selector. */
  label: string;
}

export const SITE_CONFIG: Readonly<Record<Site, SiteConfig>> = {
  DE: {
    site: 'DE',
    locale: 'de-DE',
    currency: 'EUR',
    showCurrencySymbol: false,
    localHost: 'de.localhost',
    label: 'Deutschland',
  },
  AT: {
    site: 'AT',
    locale: 'de-AT',
    currency: 'EUR',
    showCurrencySymbol: true,
    localHost: 'at.localhost',
    label: 'Österreich',
  },
  CH: {
    site: 'CH',
    locale: 'de-CH',
    currency: 'CHF',
    showCurrencySymbol: true,
    localHost: 'ch.localhost',
    label: 'Schweiz (Deutsch)',
  },
  CH_FR: {
    site: 'CH_FR',
    locale: 'fr-CH',
    currency: 'CHF',
    showCurrencySymbol: true,
    localHost: 'ch-fr.localhost',
    label: 'Suisse (Français)',
  },
  CZ: {
    site: 'CZ',
    locale: 'cs-CZ',
    currency: 'CZK',
    showCurrencySymbol: true,
    localHost: 'cz.localhost',
    label: 'Česká republika',
  },
  HU: {
    site: 'HU',
    locale: 'hu-HU',
    currency: 'HUF',
    showCurrencySymbol: true,
    localHost: 'hu.localhost',
    label: 'Magyarország',
  },
  PL: {
    site: 'PL',
    locale: 'pl-PL',
    currency: 'PLN',
    showCurrencySymbol: true,
    localHost: 'pl.localhost',
    label: 'Polska',
  },
  SK: {
    site: 'SK',
    locale: 'sk-SK',
    currency: 'EUR',
    showCurrencySymbol: true,
    localHost: 'sk.localhost',
    label: 'Slovensko',
  },
  TR: {
    site: 'TR',
    locale: 'tr-TR',
    currency: 'TRY',
    showCurrencySymbol: true,
    localHost: 'tr.localhost',
    label: 'Türkiye',
  },
};

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value);
}

/** An unknown site falls back to DE, as the spec says. */
export function toSite(value: unknown): Site {
  return isSite(value) ? value : DEFAULT_SITE;
}

export function siteConfig(site: unknown): SiteConfig {
  return SITE_CONFIG[toSite(site)];
}

/**
 * Resolves the site from a request's Host header. `de.localhost:3000` is DE, plain `localhost` is
 * DE, and any host we do not know falls back to DE rather than failing the page.
 */
export function siteFromHost(host: string | undefined | null): Site {
  if (!host) return DEFAULT_SITE;
  const hostname = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const config of Object.values(SITE_CONFIG)) {
    if (
      hostname === config.localHost ||
      hostname.startsWith(`${config.localHost.replace(/\.localhost$/, '')}.`)
    ) {
      return config.site;
    }
  }
  return DEFAULT_SITE;
}

/** The address of a site's home page as seen from the current origin (keeps scheme and port). */
export function siteOrigin(site: Site, current: { protocol: string; port: string }): string {
  const port = current.port ? `:${current.port}` : '';
  return `${current.protocol}//${SITE_CONFIG[site].localHost}${port}`;
}

/** Austrian and Swiss German texts fall back to German German ones; every other locale stands alone. */
export const LOCALE_FALLBACKS: Readonly<Partial<Record<Locale, readonly Locale[]>>> = {
  'de-AT': ['de-DE'],
  'de-CH': ['de-DE'],
};
