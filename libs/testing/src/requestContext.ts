import type { ServerRequestContext } from '@storefront/contracts';
import { pageState } from './pageState';

/** A server render's request context (contracts, ServerRequestContext): pageState's page, no cookies, no service unless given. */
export function requestContext(overrides: Partial<ServerRequestContext> = {}): ServerRequestContext {
  const { site, locale, platform, pageType, reduced, path } = pageState();
  return {
    site,
    locale,
    platform,
    pageType,
    reduced,
    path,
    query: '',
    cookies: {},
    fetchService: () => Promise.reject(new Error('no service in this test')),
    ...overrides,
  };
}
