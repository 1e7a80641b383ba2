import { DEFAULT_MAX_PRODUCTS, DEFAULT_MAX_SEARCH_TERMS } from '@storefront/search-schemas';

/** Spec section 7 and 9: 10 terms, 5 products; retried up to 4 times, 2 s apart, on status >= 400. */
export const MAX_SEARCH_TERMS = DEFAULT_MAX_SEARCH_TERMS;
export const MAX_PRODUCTS = DEFAULT_MAX_PRODUCTS;
export const SUGGESTION_RETRIES = 4;
export const SUGGESTION_RETRY_DELAY_MS = 2000;
export const RETRY_FROM_STATUS = 400;
/** Spec section 5: suggestions are fetched only from 2 characters. */
export const MIN_SUGGESTION_CHARS = 2;
