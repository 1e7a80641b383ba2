import {
  productPath,
  SearchQuerySchema,
  SuggestionsQuerySchema,
  type CacheKey,
  type SearchResults,
  type SuggestedProduct,
  type SuggestionsResponse,
} from '@storefront/contracts';
import type { ApiDomain } from '../../domain';
import { parseOr400 } from '../../http/validate';
import type { ProductRow } from '../catalogue/tables';
import { toProduct } from '../catalogue/repository';
import { searchMigrations } from './migrations';
import { rebuildSearchIndex, searchCacheKey, searchIndexIsCurrent, searchProducts, suggestTerms } from './repository';

/** Suggestions may be cached briefly by the browser: the same prefix is typed again and again. */
const SUGGESTIONS_CACHE_CONTROL = 'private, max-age=60';

function toSuggestedProduct(row: ProductRow): SuggestedProduct {
  return {
    id: row.id,
    title: row.title,
    productViewUrl: productPath(row.id),
    ...(row.dimension_key ? { webshopProductDimensionKey: row.dimension_key } : {}),
    imageProductThumb: toProduct(row).imageUrl,
    imageAltText: row.title,
  };
}

export const searchDomain: ApiDomain = {
  name: 'search',
  migrations: searchMigrations,
  async seed({ sqlite }) {
    if (!searchIndexIsCurrent(sqlite)) rebuildSearchIndex(sqlite);
  },
  routes(app, { sqlite }) {
    // Computed once: the index only changes at start (seed), and the key must be stable meanwhile.
    const cacheKey = searchCacheKey(sqlite);

    app.get('/searchfrontend/api/suggestions', async (request, reply) => {
      const query = parseOr400(reply, SuggestionsQuerySchema, request.query, 'suggestions query');
      if (!query) return reply;
      const body: SuggestionsResponse = {
        searchTerms: suggestTerms(sqlite, query.site, query.q, query.maxSearchTerms).map((searchterm) => ({ searchterm })),
        products: query.maxProducts === 0 ? [] : searchProducts(sqlite, query.site, query.q).slice(0, query.maxProducts).map(toSuggestedProduct),
      };
      return reply.header('cache-control', SUGGESTIONS_CACHE_CONTROL).send(body);
    });

    app.get('/searchfrontend/api/cachekey', async (_request, reply) => {
      const body: CacheKey = { cacheKey };
      return reply.header('cache-control', 'no-cache').send(body);
    });

    app.get('/searchfrontend/api/search', async (request, reply) => {
      const query = parseOr400(reply, SearchQuerySchema, request.query, 'search query');
      if (!query) return reply;
      const rows = searchProducts(sqlite, query.site, query.query);
      const body: SearchResults = { total: rows.length, products: rows.slice(query.offset, query.offset + query.limit).map(toProduct) };
      return body;
    });
  },
};
