import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../../catalogue';
import popularQueries from './seed-content/popular-queries.json';

/**
 * What shoppers of each language search for most, most popular first, as data
 * (`seed-content/popular-queries.json`), checked when the API starts: a broken file stops the start.
 * Each one finds products in the catalogue (routes.test.ts checks it), so a suggested term never
 * leads to an empty page.
 */
const PopularQueriesSchema = z.record(z.enum(LANGUAGES), z.array(z.string().check(z.minLength(1))));

function valid(data: unknown): Readonly<Record<Language, readonly string[]>> {
  const result = PopularQueriesSchema.safeParse(data);
  if (!result.success)
    throw new Error(
      `search seed-content/popular-queries.json is not valid: ${result.error.message}`,
    );
  return result.data;
}

export const POPULAR_QUERIES = valid(popularQueries);
