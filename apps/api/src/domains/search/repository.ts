import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { SITES, type Site } from '@storefront/contracts';
import { foldSearchText } from '@storefront/search-schemas';
import type { ProductRow } from '../catalogue';
import type { OpenedDatabase } from '../../db/database';
import { matchExpression, queryWords, rankCandidates } from './ranking';

/** Rows the ranking looks at; the catalogue has a few hundred products per site, so this is all. */
const CANDIDATE_LIMIT = 1000;
/** True when the index holds every catalogue product (the catalogue is seed data, never edited live). */
export async function searchIndexIsCurrent({ db }: OpenedDatabase): Promise<boolean> {
  const { rows } = await sql<{ products: number; indexed: number; terms: number }>`SELECT
    (SELECT count(*) FROM products) AS products,
    (SELECT count(*) FROM search_products) AS indexed,
    (SELECT count(*) FROM search_terms) AS terms`.execute(db);
  const counts = rows[0];
  return (
    counts !== undefined &&
    Number(counts.products) === Number(counts.indexed) &&
    Number(counts.terms) > 0
  );
}

/** A search term the index offers for a site, and how popular it is (the ranking's tie-breaker). */
export interface TermEntry {
  term: string;
  popularity: number;
}
/** Which terms a site's index offers, given the titles of its products (seed/seedSearch.ts). */
export type TermsOfSite = (site: Site, titles: readonly string[]) => TermEntry[];

interface IndexRows {
  products: { folded: string; site: string; product_id: string }[];
  terms: { folded: string; site: string; term: string; popularity: number }[];
}

async function indexRows({ db }: OpenedDatabase, termsFor: TermsOfSite): Promise<IndexRows> {
  const rows = await db.selectFrom('products').select(['site', 'id', 'title']).execute();
  const products = rows.map((row) => ({
    folded: foldSearchText(row.title),
    site: row.site,
    product_id: row.id,
  }));
  const terms: IndexRows['terms'] = [];
  for (const site of SITES) {
    const titles = rows.filter((row) => row.site === site).map((row) => row.title);
    for (const entry of termsFor(site, titles))
      terms.push({
        folded: foldSearchText(entry.term),
        site,
        term: entry.term,
        popularity: entry.popularity,
      });
  }
  return { products, terms };
}

/** Replaces the index with the catalogue's current products and terms, and bumps the catalogue version. */
export async function rebuildSearchIndex(
  database: OpenedDatabase,
  termsFor: TermsOfSite,
): Promise<void> {
  const { products, terms } = await indexRows(database, termsFor);
  if (database.dialect === 'sqlite') {
    const { sqlite } = database;
    const insertProduct = sqlite.prepare(
      'INSERT INTO search_products (folded, site, product_id) VALUES (?, ?, ?)',
    );
    const insertTerm = sqlite.prepare(
      'INSERT INTO search_terms (folded, site, term, popularity) VALUES (?, ?, ?, ?)',
    );
    sqlite.transaction(() => {
      sqlite.exec(
        'DELETE FROM search_products; DELETE FROM search_terms; UPDATE search_catalogue_version SET version = version + 1;',
      );
      for (const row of products) insertProduct.run(row.folded, row.site, row.product_id);
      for (const row of terms) insertTerm.run(row.folded, row.site, row.term, row.popularity);
    })();
    return;
  }
  // One statement per table (unnest of arrays): a few thousand rows in one round trip each.
  await database.db.transaction().execute(async (trx) => {
    await sql`DELETE FROM search_products`.execute(trx);
    await sql`DELETE FROM search_terms`.execute(trx);
    await sql`UPDATE search_catalogue_version SET version = version + 1 WHERE id = 1`.execute(trx);
    await sql`INSERT INTO search_products (folded, site, product_id)
      SELECT * FROM unnest(${products.map((row) => row.folded)}::text[], ${products.map((row) => row.site)}::text[], ${products.map((row) => row.product_id)}::text[])`.execute(
      trx,
    );
    await sql`INSERT INTO search_terms (folded, site, term, popularity)
      SELECT * FROM unnest(${terms.map((row) => row.folded)}::text[], ${terms.map((row) => row.site)}::text[], ${terms.map((row) => row.term)}::text[], ${terms.map((row) => row.popularity)}::integer[])`.execute(
      trx,
    );
  });
}

/**
 * Changes whenever the indexed data changes, so clients and caches can key on it. A hash of the
 * data itself, so every process on one database computes the same key.
 */
export async function searchCacheKey({ db }: OpenedDatabase): Promise<string> {
  const products = await db
    .selectFrom('products')
    .select(['site', 'id', 'title'])
    .orderBy('site')
    .orderBy('id')
    .execute();
  const { rows: terms } = await sql<{
    site: string;
    term: string;
    popularity: number;
  }>`SELECT site, term, popularity FROM search_terms ORDER BY site, term`.execute(db);
  const hash = crypto.createHash('sha256');
  hash.update(products.map((row) => `${row.site}${row.id}${row.title}`).join('\n')).update('\0');
  hash.update(terms.map((row) => `${row.site}${row.term}${Number(row.popularity)}`).join('\n'));
  return hash.digest('base64url').slice(0, 16);
}

type ProductMatch = ProductRow & { bm25: number };
type TermMatch = { term: string; popularity: number; bm25: number };

interface SqliteSearchStatements {
  products: SQLite.Statement<[string, string, number], ProductMatch>;
  terms: SQLite.Statement<[string, string, number], TermMatch>;
  catalogueVersion: SQLite.Statement<[], number>;
}

/** Prepared once per connection: preparing costs about as much as running these small queries. */
const statementsByDatabase = new WeakMap<SQLite.Database, SqliteSearchStatements>();

function statements(sqlite: SQLite.Database): SqliteSearchStatements {
  let prepared = statementsByDatabase.get(sqlite);
  if (!prepared) {
    prepared = {
      products: sqlite.prepare<[string, string, number], ProductMatch>(
        `SELECT p.*, bm25(search_products) AS bm25 FROM search_products
         JOIN products p ON p.site = search_products.site AND p.id = search_products.product_id
         WHERE search_products MATCH ? AND search_products.site = ?
         ORDER BY bm25 LIMIT ?`,
      ),
      terms: sqlite.prepare<[string, string, number], TermMatch>(
        'SELECT term, popularity, bm25(search_terms) AS bm25 FROM search_terms WHERE search_terms MATCH ? AND site = ? ORDER BY bm25 LIMIT ?',
      ),
      catalogueVersion: sqlite
        .prepare<[], number>('SELECT version FROM search_catalogue_version WHERE id = 1')
        .pluck(),
    };
    statementsByDatabase.set(sqlite, prepared);
  }
  return prepared;
}

/** The catalogue version read in flight per PostgreSQL database, shared by the requests meanwhile. */
const versionReads = new WeakMap<object, Promise<number>>();

/**
 * A number that changes whenever the products table or the search index changes (triggers and
 * rebuildSearchIndex bump it), so answer caches know when to forget. One indexed row read; on
 * PostgreSQL it lives in the shared database, so every process forgets together.
 */
export async function catalogueVersion(database: OpenedDatabase): Promise<number> {
  if (database.dialect === 'sqlite') return statements(database.sqlite).catalogueVersion.get() ?? 0;
  // Every suggestion asks for it. Requests arriving while a read is in flight share that read
  // instead of each taking one of the pool's connections for the same row, so cached answers do not
  // queue for connections behind each other under load (bench/README.md, PostgreSQL): an answer is
  // then as old as one read's round trip, as if the request had come that much earlier.
  let reading = versionReads.get(database.db);
  if (!reading) {
    reading = sql<{ version: number }>`SELECT version FROM search_catalogue_version WHERE id = 1`
      .execute(database.db)
      .then(({ rows }) => Number(rows[0]?.version ?? 0))
      .finally(() => versionReads.delete(database.db));
    versionReads.set(database.db, reading);
  }
  return reading;
}

/**
 * bm25 as FTS5 reports it (lower is better). PostgreSQL's ts_rank grows with relevance, so its
 * negation plays the same part in the ranking: a tie-breaker after the text and popularity.
 */
/**
 * PostgreSQL's query for the words: every word a prefix (`:*`), all of them required, each
 * unaccented as the documents are and then quoted as a lexeme. unaccent turns some letters and
 * digits into punctuation (⑴ → "(1)"); quoted, that is text the parser splits like the documents',
 * never tsquery syntax (unquoted, it was a syntax error: a 500 for the shopper).
 */
function prefixTsquery(words: readonly string[]) {
  return sql`to_tsquery('simple', (SELECT string_agg('''' || replace(replace(unaccent(w), '\\', '\\\\'), '''', '''''') || ''':*', ' & ') FROM unnest(CAST(${words} AS text[])) AS w))`;
}

async function productMatches(
  database: OpenedDatabase,
  site: Site,
  query: string,
): Promise<ProductMatch[]> {
  if (database.dialect === 'sqlite') {
    const match = matchExpression(query);
    return match ? statements(database.sqlite).products.all(match, site, CANDIDATE_LIMIT) : [];
  }
  const words = queryWords(query);
  if (words.length === 0) return [];
  const { rows } = await sql<ProductMatch>`SELECT p.*, -ts_rank(s.document, q) AS bm25
    FROM search_products s CROSS JOIN ${prefixTsquery(words)} q
    JOIN products p ON p.site = s.site AND p.id = s.product_id
    WHERE s.document @@ q AND s.site = ${site}
    ORDER BY bm25 LIMIT ${CANDIDATE_LIMIT}`.execute(database.db);
  return rows;
}

async function termMatches(
  database: OpenedDatabase,
  site: Site,
  query: string,
): Promise<TermMatch[]> {
  if (database.dialect === 'sqlite') {
    const match = matchExpression(query);
    return match ? statements(database.sqlite).terms.all(match, site, CANDIDATE_LIMIT) : [];
  }
  const words = queryWords(query);
  if (words.length === 0) return [];
  const { rows } = await sql<TermMatch>`SELECT term, popularity, -ts_rank(document, q) AS bm25
    FROM search_terms CROSS JOIN ${prefixTsquery(words)} q
    WHERE document @@ q AND site = ${site}
    ORDER BY bm25 LIMIT ${CANDIDATE_LIMIT}`.execute(database.db);
  return rows;
}

/** Every product of the site matching the query, best first. */
export async function searchProducts(
  database: OpenedDatabase,
  site: Site,
  query: string,
): Promise<ProductRow[]> {
  const rows = await productMatches(database, site, query);
  const ranked = rankCandidates(
    query,
    rows.map((row) => ({
      text: row.title,
      bm25: Number(row.bm25),
      popularity: row.availability === 'AVAILABLE' ? 1 : 0,
      row,
    })),
  );
  return ranked.map(({ row }) => {
    const { bm25: _bm25, ...product } = row;
    return product;
  });
}

/** Search terms of the site matching the query, best first. */
export async function suggestTerms(
  database: OpenedDatabase,
  site: Site,
  query: string,
  limit: number,
): Promise<string[]> {
  if (limit === 0) return [];
  const rows = await termMatches(database, site, query);
  return rankCandidates(
    query,
    rows.map((row) => ({
      text: row.term,
      bm25: Number(row.bm25),
      popularity: Number(row.popularity),
    })),
  )
    .slice(0, limit)
    .map((row) => row.text);
}
