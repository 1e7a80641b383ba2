import * as z from 'zod/mini';
import type { Site } from '@storefront/contracts';
import { foldSearchText } from '@storefront/search-schemas';
import type { DomainContext } from '../../../domain';
import { SEED_LANGUAGES, seedLanguageOf } from '../../../seed/languages';
import { readSeedFile } from '../../../seed/seedFiles';
import { productTypeTerms } from '../../catalogue';
import { rebuildSearchIndex, searchIndexIsCurrent, type TermEntry } from '../repository';

/**
 * What shoppers of each language search for most, most popular first (`content/popular-queries.json`).
 * Each one finds products in the catalogue (routes.test.ts checks it), so a suggested term never
 * leads to an empty page.
 */
const PopularQueriesSchema = z.record(
  z.enum(SEED_LANGUAGES),
  z.array(z.string().check(z.minLength(1))),
);
export const POPULAR_QUERIES = readSeedFile('search', 'popular-queries.json', PopularQueriesSchema);

/** A popular query outranks the catalogue's own words: shoppers' behaviour beats our vocabulary. */
const POPULAR_QUERY_BASE = 1000;

/** Search terms of a site: its popular queries, then the product-type words of its catalogue. */
function termsFor(site: Site, titles: readonly string[]): TermEntry[] {
  const foldedTitles = titles.map(foldSearchText);
  const popular = POPULAR_QUERIES[seedLanguageOf(site)].map((term, index) => ({
    term,
    popularity: POPULAR_QUERY_BASE - index,
  }));
  const types = productTypeTerms(seedLanguageOf(site)).map((term) => {
    const folded = foldSearchText(term);
    return { term, popularity: foldedTitles.filter((title) => title.includes(folded)).length };
  });
  const seen = new Set<string>();
  return [...popular, ...types].filter(
    (entry) =>
      entry.popularity > 0 &&
      !seen.has(foldSearchText(entry.term)) &&
      seen.add(foldSearchText(entry.term)),
  );
}

/** The index is derived from the catalogue (seed data, never edited live): rebuilt when it lags. */
export async function seedSearch({ database }: DomainContext): Promise<void> {
  if (!(await searchIndexIsCurrent(database))) await rebuildSearchIndex(database, termsFor);
}
