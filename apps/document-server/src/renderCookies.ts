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
  // Not a login, but as much the staff's own: which releases they preview (HttpOnly too).
  COOKIE_NAMES.releasePreview,
]);

/**
 * The visitor's credentials, which a render never holds: the cart's id is the key to a shopper's
 * cart, the login and long-term tokens are bearer tokens to their account. A remote's server code
 * could otherwise keep one visitor's token and render it into another's page. Their loaders ask
 * for personal data through fetchService, which sends them (./serviceFetcher.ts), and name the
 * login by the context's `loginId`.
 */
const PRESENCE_ONLY: ReadonlySet<string> = new Set([COOKIE_NAMES.cart]);
const TOKENS: ReadonlySet<string> = new Set([COOKIE_NAMES.loginToken, COOKIE_NAMES.longTermToken]);
/** What a presence-only cookie's value reads as, and a token's signature. */
export const PRESENT = 'present';

/** A cookie of ours as a render sees it (by its unprefixed name). */
function renderValue(name: string, value: string): string {
  if (value === '') return value;
  if (PRESENCE_ONLY.has(name)) return PRESENT;
  return TOKENS.has(name) ? withoutSignature(value) : value;
}

/**
 * A token as a render sees it: its claims (which login, until when) with `present` for its
 * signature, which is what makes it a credential (the API refuses it). A remote built before
 * contracts 2.9, which reads the login's id from the token and sends the token with its call,
 * keeps working when a team rolls back to it: the document server puts the real token on the
 * visitor's call over what the remote sent (./serviceFetcher.ts).
 */
function withoutSignature(token: string): string {
  const parts = token.split('.');
  return parts.length === 3 ? `${parts[0]}.${parts[1]}.${PRESENT}` : PRESENT;
}

/** Whether a cookie of this name (prefixed or not) is a staff login. */
export function isStaffLogin(name: string): boolean {
  return STAFF_LOGINS.has(unprefixedCookieName(name));
}

/**
 * The cookies a server render's context hands the remotes (contracts: ServerRequestContext.cookies):
 * the storefront's own (COOKIE_NAMES, with or without their `__Host-`/`__Secure-` prefix, and the
 * native app's, whose name varies by version), never a third party's analytics or consent cookies,
 * never a staff login, the cart's id only as present and the tokens without their signature. So only the cookies the page cache knows
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
    if (OWN_NAMES.has(bare) || isNativeAppCookieName(name)) own[name] = renderValue(bare, value);
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
