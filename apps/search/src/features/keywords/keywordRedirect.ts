import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { safeRedirectPath } from '@storefront/platform';
import { KEYWORD_TABLES, PARTNER_HOSTS } from './keywordTables';

/**
 * The table key a term would have: trimmed, inner spaces collapsed, lower case in the site's
 * language. Spec header-search-cart.md section 2 says "matched exactly"; we read that as the whole
 * term against a whole key (no prefix, part or diacritics folding), and deliberately ignore case
 * and spacing: German nouns are typed capitalised and phones capitalise the first letter, so
 * "Warenkorb", "warenkorb" and "WARENKORB" mean the same keyword (docs/spec-conformance.md, HSC-2.3-2).
 */
export function keywordKey(site: Site, term: string): string {
  return term.trim().replace(/\s+/g, ' ').toLocaleLowerCase(SITE_CONFIG[site].locale);
}

/**
 * Where a term leads when it is one of the site's keywords: an absolute address for partner sites,
 * a path on this host otherwise; undefined for any other term. Only table entries can come out of
 * here, and each is checked again, so a typed address ("//evil.example") is searched for, never
 * followed.
 */
export function keywordTarget(site: Site, term: string, origin: string): string | undefined {
  const table = KEYWORD_TABLES[site];
  const key = keywordKey(site, term);
  if (!Object.prototype.hasOwnProperty.call(table, key)) return undefined;
  return resolveTarget(table[key]!, origin);
}

/**
 * A table target as an address: http(s) targets as they are, others on this host. Spec 2.3 says a
 * target starting with http goes to that address; we deliberately follow only https addresses of the
 * listed partner hosts (PARTNER_HOSTS): a keyword redirect leaves the shop without the shopper
 * choosing an address, so a wrong or tampered table entry must not send shoppers to a foreign site,
 * and a plain-http target would hand them over unencrypted (docs/spec-conformance.md, HSC-2.3-4).
 */
export function resolveTarget(target: string, origin: string): string | undefined {
  if (target.startsWith('http')) {
    const url = safeUrl(target);
    return url && url.protocol === 'https:' && PARTNER_HOSTS.includes(url.host)
      ? url.href
      : undefined;
  }
  const path = safeRedirectPath(target, origin);
  return path === undefined ? undefined : new URL(path, origin).href;
}

function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
