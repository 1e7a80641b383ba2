import { type Site } from '@storefront/contracts';
import { http } from '@storefront/platform';
import {
  CACHEKEY_API_PATH,
  CacheKeySchema,
  SUGGESTIONS_API_PATH,
  SuggestionsResponseSchema,
  type SuggestionsResponse,
} from '@storefront/search-schemas';
import { MAX_PRODUCTS, MAX_SEARCH_TERMS } from './constants';
import { withRetries } from './retry';

export function fetchSuggestions(
  site: Site,
  q: string,
  signal?: AbortSignal,
  onRetry?: () => void,
): Promise<SuggestionsResponse> {
  return withRetries(
    (attemptSignal) =>
      http.get(SUGGESTIONS_API_PATH, SuggestionsResponseSchema, {
        params: { q, site, maxSearchTerms: MAX_SEARCH_TERMS, maxProducts: MAX_PRODUCTS },
        signal: attemptSignal,
      }),
    undefined,
    signal,
    onRetry,
  );
}

let cacheKey: Promise<string | undefined> | undefined;

/** Spec section 7: called once when the header starts; what the key is used for is not specified. */
export function loadCacheKeyOnce(): Promise<string | undefined> {
  cacheKey ??= http.get(CACHEKEY_API_PATH, CacheKeySchema).then(
    (body) => body.cacheKey,
    () => undefined,
  );
  return cacheKey;
}
