import type { LoadServerData } from '@storefront/contracts';
import { normaliseTerm } from '../../shared/searchTerm';
import { termFromQueryString } from '../../server/serverQuery';

/**
 * What the search box renders with on the server: the term of the page's address, so
 * the results page's box shows it in the first HTML (spec section 2: "An existing query parameter
 * in the page address pre-fills the search box").
 */
export interface SearchBoxServerData {
  term: string;
}

export const loadSearchBoxServerData: LoadServerData<SearchBoxServerData> = (context) =>
  Promise.resolve({ term: termFromQueryString(context.query) });

/**
 * The box's own reading of `serverData` (RemoteProps: untrusted until parsed): an object with a
 * term that is already in normal form, else nothing (the box then reads the address itself).
 */
export function parseSearchBoxServerData(serverData: unknown): SearchBoxServerData | undefined {
  if (typeof serverData !== 'object' || serverData === null) return undefined;
  const { term } = serverData as { term?: unknown };
  return typeof term === 'string' && normaliseTerm(term) === term ? { term } : undefined;
}
