import { z } from '@storefront/contracts';
import { safeRedirectPath } from './safeRedirect';

/** Any origin serves to check that a site path stays on its own origin. */
const CHECK_ORIGIN = 'https://site.invalid';
// Control characters and backslashes: browsers drop or rewrite them (`/\tevil.example`, `/\evil.example`
// both lead to evil.example).
// eslint-disable-next-line no-control-regex
const REWRITTEN_BY_BROWSERS = /[\u0000-\u001f\u007f-\u009f\\]/;
const ABSOLUTE = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * Site paths, http(s), mailto and tel addresses and fragments: never javascript:, data:,
 * protocol-relative or anything a browser would turn into one. Site paths go through the same
 * check as every redirect (contracts' safeRedirectPath).
 */
export function isSafeHref(value: string): boolean {
  let safe = checkedHrefs.get(value);
  if (safe === undefined) {
    safe = checkHref(value);
    // The navigation's and the footer's links come again on every page (each checked twice there:
    // by the loader and by the component): a bounded memory of the answers, not a parse per link.
    if (checkedHrefs.size >= MAX_CHECKED_HREFS) checkedHrefs.clear();
    checkedHrefs.set(value, safe);
  }
  return safe;
}

const MAX_CHECKED_HREFS = 4096;
const checkedHrefs = new Map<string, boolean>();

function checkHref(value: string): boolean {
  if (REWRITTEN_BY_BROWSERS.test(value)) return false;
  const href = value.trim();
  if (href.startsWith('#')) return true;
  if (href.startsWith('/')) return safeRedirectPath(href, CHECK_ORIGIN) !== undefined;
  if (!ABSOLUTE.test(href)) return false;
  try {
    new URL(href);
    return true;
  } catch {
    return false;
  }
}

/** A link target that came over the network; content with any other kind of link is refused. */
export const HrefSchema = z
  .string()
  .check(z.refine(isSafeHref, 'Links must be site paths or http(s), mailto or tel addresses.'));
