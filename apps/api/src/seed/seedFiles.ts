import fs from 'node:fs';
import path from 'node:path';
import type * as z from 'zod/mini';
import { describeIssues } from '@storefront/platform';

/**
 * Every domain that seeds keeps its seed data as JSON in `domains/<domain>/seed/content/` (README,
 * "Seed data"). It is read from beside the source, which is where the API runs from (tsx, no build
 * step), and checked as the API starts: a file that is missing, not JSON or not as its schema says
 * stops the start with an error naming the file and the field.
 */
export function seedFilePath(domain: string, file: string): string {
  return path.resolve(__dirname, '../domains', domain, 'seed/content', file);
}

/** The error a broken seed file stops the start with: `<domain> seed/content/<file> is not valid: …`. */
export function seedFileError(domain: string, file: string, problem: string): Error {
  return new Error(`${domain} seed/content/${file} is not valid: ${problem}`);
}

/** Checks data from seed files (or made of them, as a variant over its language) against a schema. */
export function checkSeedData<T>(
  domain: string,
  file: string,
  schema: z.ZodMiniType<T>,
  data: unknown,
): T {
  const result = schema.safeParse(data);
  if (!result.success) throw seedFileError(domain, file, describeIssues(result.error));
  return result.data;
}

/** One seed file of a domain, parsed and checked. */
export function readSeedFile<T>(domain: string, file: string, schema: z.ZodMiniType<T>): T {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(seedFilePath(domain, file), 'utf8'));
  } catch (error) {
    throw seedFileError(domain, file, error instanceof Error ? error.message : String(error));
  }
  return checkSeedData(domain, file, schema, data);
}

/** One file per key (`<key>.json`: a language's texts, a site's), each checked with the same schema. */
export function readSeedFiles<K extends string, T>(
  domain: string,
  keys: readonly K[],
  schema: z.ZodMiniType<T>,
): Record<K, T> {
  return Object.fromEntries(
    keys.map((key) => [key, readSeedFile(domain, `${key}.json`, schema)]),
  ) as Record<K, T>;
}
