import { type LoadServerData } from '@storefront/contracts';
import {
  SEARCH_API_PATH,
  SearchResultsSchema,
  MAX_SEARCH_RESULTS,
} from '@storefront/search-schemas';
import { normaliseTerm } from '../../shared/searchTerm';
import { termFromQueryString } from '../../server/serverQuery';
import { RESULTS_PAGE_SIZE } from './fetchResults';
import { parseTile, toResultsView, type ResultTile } from './resultsView';

/**
 * What the results page renders with on the server: the term of
 * the address and its products, or that the search failed; an empty term: no search at all (the
 * page asks for a term, as in the browser).
 */
export type SearchResultsServerData =
  | { term: '' }
  | { term: string; status: 'done'; total: number; tiles: ResultTile[] }
  | { term: string; status: 'failed' };

/**
 * Reads the term from the page's query string (hostile: exactly one `query`, normalised and cut as
 * the box and the API's SearchQuerySchema do) and asks the search API in-process for the same page
 * of products the browser would. An error status, an answer that is not the API's schema, or a
 * failed call give the page's "search failed" message, as a failed fetch in the browser does.
 */
export const loadSearchResultsServerData: LoadServerData<SearchResultsServerData> = async (
  context,
) => {
  const term = termFromQueryString(context.query);
  if (!term) return { term: '' };
  const path = `${SEARCH_API_PATH}?site=${encodeURIComponent(context.site)}&query=${encodeURIComponent(term)}&limit=${RESULTS_PAGE_SIZE}`;
  try {
    const answer = await context.fetchService(path);
    const body = answer.status === 200 ? SearchResultsSchema.safeParse(answer.body) : undefined;
    if (!body?.success) return { term, status: 'failed' };
    return { term, status: 'done', ...toResultsView(body.data, context.site) };
  } catch {
    return { term, status: 'failed' };
  }
};

/**
 * The results page's own reading of `serverData` (RemoteProps: untrusted until parsed). Anything
 * that is not exactly one of the shapes above (a term not in normal form, a tile with an odd link,
 * a count that is no count) gives undefined: the page then reads the address and fetches, as before.
 */
export function parseSearchResultsServerData(
  serverData: unknown,
): SearchResultsServerData | undefined {
  if (typeof serverData !== 'object' || serverData === null) return undefined;
  const { term, status, total, tiles } = serverData as Record<string, unknown>;
  if (typeof term !== 'string' || normaliseTerm(term) !== term) return undefined;
  if (term === '') return { term: '' };
  if (status === 'failed') return { term, status };
  if (status !== 'done' || !Array.isArray(tiles) || tiles.length > MAX_SEARCH_RESULTS)
    return undefined;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < tiles.length)
    return undefined;
  const parsed = tiles.map(parseTile);
  if (parsed.some((tile) => tile === undefined)) return undefined;
  return { term, status, total, tiles: parsed as ResultTile[] };
}
