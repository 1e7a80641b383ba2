import type { ServerRequestContext } from '@storefront/contracts';

/** A server render's request context (contracts, ServerRequestContext): a stranger's DE home page, no cookies, no service unless given. */
export function requestContext(
  overrides: Partial<ServerRequestContext> = {},
): ServerRequestContext {
  return {
    site: 'DE',
    locale: 'de-DE',
    platform: 'CLASSIC',
    pageType: 'home',
    reduced: false,
    path: '/',
    query: '',
    cookies: {},
    fetchService: () => Promise.reject(new Error('no service in this test')),
    ...overrides,
  };
}
