import { COOKIE_NAMES, isNativeAppCookieName } from '@storefront/contracts';
import { unprefixedCookieName } from './pageCaching';

const OWN_NAMES: ReadonlySet<string> = new Set(Object.values(COOKIE_NAMES));

/**
 * The cookies a server render's context hands the remotes (contracts: ServerRequestContext.cookies):
 * the storefront's own (COOKIE_NAMES, with or without their `__Host-`/`__Secure-` prefix, and the
 * native app's, whose name varies by version), never a
 * third party's analytics or consent cookies. So only the cookies the page cache knows as shaping
 * (pageCaching.ts) can change a page's HTML, and a remote sees no more than the contract names
 *. A null-prototype copy: a cookie called `__proto__` is just a name.
 */
export function renderCookies(
  cookies: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const own: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(cookies)) {
    if (
      value !== undefined &&
      (OWN_NAMES.has(unprefixedCookieName(name)) || isNativeAppCookieName(name))
    )
      own[name] = value;
  }
  return own;
}
