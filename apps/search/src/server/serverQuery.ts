import { termFromAddress } from '../shared/searchTerm';

/**
 * The search term of the page's query string (ServerRequestContext.query, hostile input): exactly
 * one `query` parameter (spec header-search-cart.md section 2, "Search"), normalised as the search
 * box does (digits-only terms lose spaces, at most 200 characters, no broken surrogates), so the
 * API's SearchQuerySchema accepts whatever is not empty. Several, none, or an unreadable one: ''.
 */
export function termFromQueryString(query: unknown): string {
  return typeof query === 'string' ? termFromAddress(query) : '';
}
