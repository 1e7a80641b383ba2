import { productPath } from '@storefront/contracts';
import {
  searchWords,
  SearchQuerySchema,
  SuggestionsQuerySchema,
  type CacheKey,
  type SearchResults,
  type SuggestedProduct,
  type SuggestionsResponse,
} from '@storefront/search-schemas';
import type { ApiDomain } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { type ProductRow, toProduct } from '../catalogue';
import { searchMigrations } from './migrations';
import { seedSearch } from './seed/seedSearch';
import { catalogueVersion, searchCacheKey, searchProducts, suggestTerms } from './repository';
import { AnswerCache } from './answerCache';

/** Suggestions may be cached briefly by the browser: the same prefix is typed again and again. */
const SUGGESTIONS_CACHE_CONTROL = 'private, max-age=60';
/** Distinct (site, typed words, limits) answers kept in memory; about 1 KB each. */
export const SUGGESTION_ANSWER_CACHE_SIZE = 5000;
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

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
  seed: seedSearch,
  routes(app, { database }) {
    // The key follows the shared catalogue version: every process on one database answers the
    // same key, and all of them change it when the catalogue changes (not once per process start).
    let cacheKey: { version: number; key: string } | undefined;
    const currentCacheKey = async () => {
      const version = await catalogueVersion(database);
      if (cacheKey?.version !== version)
        cacheKey = { version, key: await searchCacheKey(database) };
      return cacheKey.key;
    };

    const answers = new AnswerCache(SUGGESTION_ANSWER_CACHE_SIZE);
    app.get('/searchfrontend/api/suggestions', async (request, reply) => {
      const query = parseOr400(reply, SuggestionsQuerySchema, request.query, 'suggestions query');
      if (!query) return reply;
      // The answer depends on the typed text only through its folded words ("Kaf", "kaf " and "käf"
      // are one answer), so those words are the key.
      const key = `${query.site}\u0000${query.maxSearchTerms}\u0000${query.maxProducts}\u0000${searchWords(query.q).join(' ')}`;
      const version = await catalogueVersion(database);
      let json = answers.get(key, version);
      if (json === undefined) {
        const [searchTerms, products] = await Promise.all([
          suggestTerms(database, query.site, query.q, query.maxSearchTerms),
          query.maxProducts === 0 ? [] : searchProducts(database, query.site, query.q),
        ]);
        const body: SuggestionsResponse = {
          searchTerms: searchTerms.map((searchterm) => ({ searchterm })),
          products: products.slice(0, query.maxProducts).map(toSuggestedProduct),
        };
        json = JSON.stringify(body);
        answers.set(key, version, json);
      }
      return reply
        .header('cache-control', SUGGESTIONS_CACHE_CONTROL)
        .type(JSON_CONTENT_TYPE)
        .send(json);
    });

    app.get('/searchfrontend/api/cachekey', async (_request, reply) => {
      const body: CacheKey = { cacheKey: await currentCacheKey() };
      return reply.header('cache-control', 'no-cache').send(body);
    });

    app.get('/searchfrontend/api/search', async (request, reply) => {
      const query = parseOr400(reply, SearchQuerySchema, request.query, 'search query');
      if (!query) return reply;
      const rows = await searchProducts(database, query.site, query.query);
      const body: SearchResults = {
        total: rows.length,
        products: rows.slice(query.offset, query.offset + query.limit).map(toProduct),
      };
      return body;
    });
  },
};
