import { type Site } from '@storefront/contracts';
import { http } from '@storefront/platform';
import {
  SEARCH_API_PATH,
  SearchResultsSchema,
  type SearchResults,
} from '@storefront/search-schemas';

/** One page of products for the term, best first, with the total number of matches. */
export const RESULTS_PAGE_SIZE = 48;

export function fetchResults(
  site: Site,
  query: string,
  signal?: AbortSignal,
): Promise<SearchResults> {
  return http.get(SEARCH_API_PATH, SearchResultsSchema, {
    params: { site, query, limit: RESULTS_PAGE_SIZE },
    signal,
  });
}
