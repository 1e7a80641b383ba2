import { COOKIE_NAMES } from '@storefront/contracts';
import { decodeClaims, hostCookieName } from '@storefront/platform';

type Cookies = Readonly<Record<string, string | undefined>>;

/** One of our own cookies as the visitor sent it: the `__Host-` one first (https), then the plain one (local http). */
function ownCookie(cookies: Cookies, name: string): string | undefined {
  return cookies[hostCookieName(name, true)] || cookies[name] || undefined;
}

/**
 * The visitor's login token, which the document server alone holds during a render: it goes to
 * the API as the X-LoginToken header of the visitor's own service calls (./serviceFetcher.ts),
 * never into a remote's server code (./renderCookies.ts).
 */
export function visitorLoginToken(cookies: Cookies): string | undefined {
  return ownCookie(cookies, COOKIE_NAMES.loginToken);
}

/**
 * The visitor's login id (ServerRequestContext.loginId): the `lid` of the long-term token, else of
 * the login token, which carries the same (spec 4.4). Read, not verified: it only names the login
 * a call asks about; the API checks the call's token against it.
 */
export function visitorLoginId(cookies: Cookies): string | undefined {
  const lid =
    decodeClaims(ownCookie(cookies, COOKIE_NAMES.longTermToken))?.lid ??
    decodeClaims(visitorLoginToken(cookies))?.lid;
  return typeof lid === 'string' && lid.length <= 256 ? lid : undefined;
}
