import { SEARCH_TERM_MAX_LENGTH } from '@storefront/search-schemas';

/** Spec section 5 and 9: a search term is at most 200 characters. */
export const MAX_QUERY_LENGTH = SEARCH_TERM_MAX_LENGTH;
