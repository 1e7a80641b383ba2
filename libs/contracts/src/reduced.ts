import { COOKIE_NAMES } from './login';

// The one rule for the reduced header and footer. Spec
// newsletter-footer-preview-login.md 2.2: "Reduced footer applies when the reduced flag is set, or
// when a cookie contains an affiliate number or the new-app marker." header-search-cart.md 3 names
// only the flag (isReducedVersion); the header and footer of one page are reduced together, so both
// take it from here (docs/spec-conformance.md, NFPL-2.2-11). The native app's own cookie is not part
// of the rule: the spec uses it only to hide the app banner (header-search-cart.md 6, 9).

/** The affiliate cookie's value when the visitor comes from the new shopping app. */
export const NEW_APP_MARKER = 'newapp';

/** An affiliate number is digits only; anything else in the cookie is not one. */
const AFFILIATE_NUMBER = /^\d+$/;

/** The cookie part of the rule, from any cookie source (the browser's, or a request's on the server). */
export function isReducedByCookies(cookie: (name: string) => string | undefined): boolean {
  const affiliate = cookie(COOKIE_NAMES.affiliate)?.trim();
  return Boolean(
    affiliate && (AFFILIATE_NUMBER.test(affiliate) || affiliate.toLowerCase() === NEW_APP_MARKER),
  );
}

/** Reduced: the page's flag (checkout, `?reduced=true`) or the cookie part. */
export function isReducedVersion(
  reducedFlag: boolean,
  cookie: (name: string) => string | undefined,
): boolean {
  return reducedFlag || isReducedByCookies(cookie);
}
