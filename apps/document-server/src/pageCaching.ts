import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, isNativeAppCookieName, type PageType } from '@storefront/contracts';
import type { ApiConfig } from '@storefront/api';
import { pageDefinition } from '@storefront/shell';
import { ensureCsrfCookie } from './csrfCookie';
import { BROWSER_RENDERING_COOKIE } from './browserRendering';

/** How long a CDN may answer an anonymous page from its copy without asking. */
export const PAGE_SHARED_MAX_AGE_S = 60;
/** How long after that a CDN may still answer from its copy while it fetches a fresh one. */
export const PAGE_STALE_WHILE_REVALIDATE_S = 300;

/**
 * Anonymous pages: a shared cache (CDN) may keep them for a short while; a browser revalidates
 * every time (max-age=0), so a shopper who logs in sees the personal page at once.
 */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}`;
/**
 * Personal pages, and any page that sets a cookie: only the shopper's own browser may keep them,
 * and it asks again before using them. Not `no-store`, which would shut the page out of the
 * back/forward cache.
 */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';
/**
 * Pages whose address carries a token that reads or changes someone's data (the pages table's
 * `secret` pages): no copy anywhere, the browser's own and the back/forward cache included, so
 * no cache and no cache's log keeps the token with the page.
 */
export const SECRET_PAGE_CACHE_CONTROL = 'private, no-store';
/**
 * The page's bytes depend on the encoding (brotli, gzip, plain), on the cookies (personal parts,
 * platform, staff) and on the User-Agent (the header's app-install banner, rendered on the server for
 * Android and iOS Chrome so it takes its place before the first paint). `Cookie` in Vary keeps every
 * cache that honours it from handing a stored anonymous page to a request with personal cookies;
 * `User-Agent`, from handing a phone's banner to a desktop. A CDN that should share pages among
 * visitors normalises both for its key: the Cookie header to the cookies named below, the User-Agent
 * to the device classes of contracts' `deviceOf` (android, ios-safari, ios-chrome, other). Lower
 * case: @fastify/compress looks for `accept-encoding` written so before it adds its own.
 */
export const PAGE_VARY = 'accept-encoding, cookie, user-agent';

/**
 * Every cookie that changes a page's HTML : the login (LoginToken,
 * the long-term token), staff (PreviewAuth, ToolAuth, the preview date, the previewed releases), the cart, the platform, the
 * native app's cookie (no app banner), the affiliate number (reduced header and footer) and the
 * browser-rendering switch. A page asked with any of them is the visitor's own: `private`, never
 * from the page cache. Names count with and without their `__Host-`/`__Secure-` prefix. Other
 * cookies never reach the render (renderCookies.ts), so they cannot shape a page.
 */
export const PAGE_SHAPING_COOKIES: readonly string[] = [
  COOKIE_NAMES.loginToken,
  COOKIE_NAMES.longTermToken,
  COOKIE_NAMES.staffAuth,
  COOKIE_NAMES.staffToolAuth,
  COOKIE_NAMES.preview,
  COOKIE_NAMES.releasePreview,
  COOKIE_NAMES.cart,
  COOKIE_NAMES.platform,
  COOKIE_NAMES.nativeApp,
  COOKIE_NAMES.affiliate,
  BROWSER_RENDERING_COOKIE,
];

const SHAPING = new Set(PAGE_SHAPING_COOKIES);
const COOKIE_PREFIX = /^__(Host|Secure)-/;

/** A cookie's name without its `__Host-`/`__Secure-` prefix: the name the storefront gives it. */
export function unprefixedCookieName(name: string): string {
  return name.replace(COOKIE_PREFIX, '');
}

/**
 * A cookie name the page's HTML depends on (prefixed or not). The native app's cookie name varies
 * by app version: any name with its brand counts (contracts' hasNativeAppCookie reads it so).
 */
export function isPageShapingCookie(name: string): boolean {
  return SHAPING.has(unprefixedCookieName(name)) || isNativeAppCookieName(name);
}

/** The request carries a page-shaping cookie with a value. */
export function hasPageShapingCookie(
  cookies: Readonly<Record<string, string | undefined>>,
): boolean {
  return Object.entries(cookies).some(
    ([name, value]) => Boolean(value) && isPageShapingCookie(name),
  );
}

export type PageAudience = 'anonymous' | 'personal' | 'secret';

/** A page's audience: the pages table's `personal` pages (the login and logout forms) and `secret` ones (a token in the address) always, the others by the request's cookies. */
export function pageAudience(
  cookies: Readonly<Record<string, string | undefined>>,
  pageType: PageType,
): PageAudience {
  const { audience } = pageDefinition(pageType);
  if (audience !== 'visitor') return audience;
  return hasPageShapingCookie(cookies) ? 'personal' : 'anonymous';
}

/**
 * A page's caching: Cache-Control by audience, Vary, and the anti-forgery cookie where the
 * visitor has none yet (csrfCookie.ts). A first visit therefore goes out `private, no-cache` with
 * its cookie (the shared-cache guard below sees the Set-Cookie); a later anonymous visit, which
 * brings the cookie along, may be shared. The call replaces the page's former `no-store`.
 */
export function setPageCaching(
  request: FastifyRequest,
  reply: FastifyReply,
  pageType: PageType,
  config: Pick<ApiConfig, 'secureCookies'>,
): void {
  ensureCsrfCookie(request, reply, config);
  reply.header('vary', PAGE_VARY);
  reply.header('cache-control', CACHE_CONTROL[pageAudience(request.cookies, pageType)]);
}

const CACHE_CONTROL: Record<PageAudience, string> = {
  anonymous: SHARED_PAGE_CACHE_CONTROL,
  personal: PRIVATE_PAGE_CACHE_CONTROL,
  secret: SECRET_PAGE_CACHE_CONTROL,
};

function setsCookie(reply: FastifyReply): boolean {
  const value = reply.getHeader('set-cookie');
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
}

function isShared(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && /(^|,)\s*(public|s-maxage=)/i.test(cacheControl);
}

/**
 * The one rule no page may break: a response that sets a cookie is never shared (a CDN would hand
 * one visitor's cookie to every other). Runs on every response after @fastify/cookie has written
 * its Set-Cookie headers (its onSend hook was added first), so it also catches cookies set by code
 * that did not think of caching.
 */
export async function registerPageCaching(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (setsCookie(reply) && isShared(reply.getHeader('cache-control')))
      reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
    return payload;
  });
}
