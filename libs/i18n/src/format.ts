import { siteConfig, type Site } from '@storefront/contracts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(site: Site): Intl.NumberFormat {
  const config = siteConfig(site);
  const key = config.site;
  let format = formatters.get(key);
  if (!format) {
    format = config.showCurrencySymbol
      ? new Intl.NumberFormat(config.locale, { style: 'currency', currency: config.currency })
      : // The spec shows no currency symbol on DE only.
        new Intl.NumberFormat(config.locale, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
    formatters.set(key, format);
  }
  return format;
}

/** A price in the site's currency and locale, e.g. `12,99` (DE), `CHF 12.99` (CH), `12,99 zł` (PL). */
export function formatPrice(amount: number, site: Site): string {
  return formatter(site).format(amount);
}

export function formatNumber(
  value: number,
  site: Site,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(siteConfig(site).locale, options).format(value);
}
