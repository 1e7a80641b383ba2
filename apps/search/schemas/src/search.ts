import { z, SITES, ProductSchema } from '@storefront/contracts';

/** The search API, as the spec's section 7 names it. */
export const SUGGESTIONS_API_PATH = '/service/searchfrontend/api/suggestions';
export const CACHEKEY_API_PATH = '/service/searchfrontend/api/cachekey';
export const SEARCH_API_PATH = '/service/searchfrontend/api/search';

/** Spec section 5 and 9: a search term is at most 200 characters. */
export const SEARCH_TERM_MAX_LENGTH = 200;
/** Spec section 9: 10 terms and 5 products per suggestion answer; the API caps what a caller may ask. */
export const DEFAULT_MAX_SEARCH_TERMS = 10;
export const DEFAULT_MAX_PRODUCTS = 5;
export const MAX_SUGGESTION_ITEMS = 20;
export const MAX_SEARCH_RESULTS = 100;

const Count = (max: number) =>
  z.coerce
    .number({ error: 'Must be a whole number.' })
    .check(
      z.int('Must be a whole number.'),
      z.gte(0, 'Must not be negative.'),
      z.lte(max, `Must be at most ${max}.`),
    );
const SiteParam = z.enum(SITES, { error: `Must be one of ${SITES.join(', ')}.` });
const Term = z
  .string({ error: 'Must be given exactly once, as text.' })
  .check(
    z.trim(),
    z.minLength(1, 'The search term is empty.'),
    z.maxLength(
      SEARCH_TERM_MAX_LENGTH,
      `The search term is longer than ${SEARCH_TERM_MAX_LENGTH} characters.`,
    ),
  );

export const SuggestionsQuerySchema = z.object({
  q: Term,
  site: SiteParam,
  maxSearchTerms: z._default(Count(MAX_SUGGESTION_ITEMS), DEFAULT_MAX_SEARCH_TERMS),
  maxProducts: z._default(Count(MAX_SUGGESTION_ITEMS), DEFAULT_MAX_PRODUCTS),
});
export type SuggestionsQuery = z.infer<typeof SuggestionsQuerySchema>;

export const SuggestedTermSchema = z.object({ searchterm: z.string() });
export type SuggestedTerm = z.infer<typeof SuggestedTermSchema>;

/** Field names as the spec's suggestion response has them. */
export const SuggestedProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  productViewUrl: z.string(),
  webshopProductDimensionKey: z.optional(z.string()),
  imageProductThumb: z.string(),
  imageAltText: z.string(),
});
export type SuggestedProduct = z.infer<typeof SuggestedProductSchema>;

export const SuggestionsResponseSchema = z.object({
  searchTerms: z.array(SuggestedTermSchema),
  products: z.array(SuggestedProductSchema),
});
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>;

export const CacheKeySchema = z.object({ cacheKey: z.string() });
export type CacheKey = z.infer<typeof CacheKeySchema>;

export const SearchQuerySchema = z.object({
  query: Term,
  site: SiteParam,
  limit: z._default(
    z.coerce
      .number({ error: 'Must be a whole number.' })
      .check(
        z.int('Must be a whole number.'),
        z.gte(1, 'Must be at least 1.'),
        z.lte(MAX_SEARCH_RESULTS, `Must be at most ${MAX_SEARCH_RESULTS}.`),
      ),
    48,
  ),
  offset: z._default(Count(100_000), 0),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchResultsSchema = z.object({
  total: z.number(),
  products: z.array(ProductSchema),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

/**
 * Letters that Unicode decomposition does not split into base letter + mark (so neither NFD nor
 * SQLite's unicode61 remove_diacritics can fold them), mapped to what shoppers type instead.
 */
const UNDECOMPOSABLE: Readonly<Record<string, string>> = {
  ı: 'i',
  ł: 'l',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  æ: 'ae',
  œ: 'oe',
  ħ: 'h',
};

/**
 * Folds one character for search: lower case, no diacritics (ü→u, é→e, ő→o, ş→s, č→c, ı→i, ł→l).
 * The API indexes and queries folded text and the search box highlights with the same folding, so
 * both agree on what matched. May return more than one character (ß→ss) or none (a lone mark).
 */
export function foldSearchChar(char: string): string {
  const lower = char.toLowerCase();
  return [...lower.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((c) => UNDECOMPOSABLE[c] ?? c)
    .join('');
}

export function foldSearchText(text: string): string {
  let folded = '';
  for (const char of text) folded += foldSearchChar(char);
  return folded;
}

/** The words of a search term, folded: what the index is asked for. Punctuation separates words. */
export function searchWords(text: string): string[] {
  return foldSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
