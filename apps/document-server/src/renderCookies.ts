import { COOKIE_NAMES, isNativeAppCookieName } from '@storefront/contracts';
import { unprefixedCookieName } from './pageCaching';

const OWN_NAMES: ReadonlySet<string> = new Set(Object.values(COOKIE_NAMES));

/**
 * The staff's logins (HttpOnly: no script on the page reads them): no remote's server code gets
 * them, in its context or through fetchService, so no team's release can act as a staff member
 * in the preview API (docs/architecture/rendering.md, "What a worker can see"). No server render
 * needs them: the preview panel has no server data.
 */
const STAFF_LOGINS: ReadonlySet<string> = new Set([
  COOKIE_NAMES.staffAuth,
  COOKIE_NAMES.staffToolAuth,
]);

/**
 * The visitor's credentials, which a render learns only the presence of: the cart's id is the key
 * to a shopper's cart, the login and long-term tokens are bearer tokens to their account. A
 * remote's server code could otherwise keep one visitor's token and render it into another's
 * page. Their loaders ask for personal data through fetchService, which sends them (./serviceFetcher.ts),
 * and name the login by the context's `loginId`.
 */
const PRESENCE_ONLY: ReadonlySet<string> = new Set([
  COOKIE_NAMES.cart,
  COOKIE_NAMES.loginToken,
  COOKIE_NAMES.longTermToken,
]);
/** What a presence-only cookie's value reads as. */
export const PRESENT = 'present';

/** Whether a cookie of this name (prefixed or not) is a staff login. */
export function isStaffLogin(name: string): boolean {
  return STAFF_LOGINS.has(unprefixedCookieName(name));
}

/**
 * The cookies a server render's context hands the remotes (contracts: ServerRequestContext.cookies):
 * the storefront's own (COOKIE_NAMES, with or without their `__Host-`/`__Secure-` prefix, and the
 * native app's, whose name varies by version), never a third party's analytics or consent cookies,
 * never a staff login, and the cart's id only as present. So only the cookies the page cache knows
 * as shaping (pageCaching.ts) can change a page's HTML, and a remote sees no more than script on
 * the page could. A null-prototype copy: a cookie called `__proto__` is just a name.
 */
export function renderCookies(
  cookies: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const own: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(cookies)) {
    const bare = unprefixedCookieName(name);
    if (value === undefined || isStaffLogin(name)) continue;
    if (OWN_NAMES.has(bare) || isNativeAppCookieName(name))
      own[name] = PRESENCE_ONLY.has(bare) && value !== '' ? PRESENT : value;
  }
  return own;
}

/**
 * The visitor's `Cookie` header as a render's service call carries it to the API: every cookie but
 * the staff's logins, byte for byte as the browser sent it.
 */
export function serviceCallCookieHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !isStaffLogin(pair.split('=', 1)[0]?.trim() ?? ''));
  return kept.length > 0 ? kept.join('; ') : undefined;
}
