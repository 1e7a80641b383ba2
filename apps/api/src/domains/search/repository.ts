import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { foldSearchText, SITE_CONFIG, SITES, type Site } from '@storefront/contracts';
import type { ProductRow } from '../catalogue/tables';
import { productTypeTerms } from '../catalogue/seed/generated';
import type { Language } from '../catalogue/seed/wordLists';
import { POPULAR_QUERIES } from './seed/popularQueries';
import { matchExpression, rankCandidates } from './ranking';

/** Rows the ranking looks at; the catalogue has a few hundred products per site, so this is all. */
const CANDIDATE_LIMIT = 1000;
/** A popular query outranks the catalogue's own words: shoppers' behaviour beats our vocabulary. */
const POPULAR_QUERY_BASE = 1000;

function languageOf(site: Site): Language {
  return SITE_CONFIG[site].locale.slice(0, 2) as Language;
}

interface TermEntry {
  term: string;
  popularity: number;
}

/** Search terms of a site: its popular queries, then the product-type words of its catalogue. */
function termsFor(site: Site, titles: readonly string[]): TermEntry[] {
  const foldedTitles = titles.map(foldSearchText);
  const popular = POPULAR_QUERIES[languageOf(site)].map((term, index) => ({ term, popularity: POPULAR_QUERY_BASE - index }));
  const types = productTypeTerms(languageOf(site)).map((term) => {
    const folded = foldSearchText(term);
    return { term, popularity: foldedTitles.filter((title) => title.includes(folded)).length };
  });
  const seen = new Set<string>();
  return [...popular, ...types].filter((entry) => entry.popularity > 0 && !seen.has(foldSearchText(entry.term)) && seen.add(foldSearchText(entry.term)));
}

/** True when the index holds every catalogue product (the catalogue is seed data, never edited live). */
export function searchIndexIsCurrent(sqlite: SQLite.Database): boolean {
  const products = sqlite.prepare('SELECT count(*) AS n FROM products').get() as { n: number };
  const indexed = sqlite.prepare('SELECT count(*) AS n FROM search_products').get() as { n: number };
  const terms = sqlite.prepare('SELECT count(*) AS n FROM search_terms').get() as { n: number };
  return products.n === indexed.n && terms.n > 0;
}

export function rebuildSearchIndex(sqlite: SQLite.Database): void {
  const rows = sqlite.prepare('SELECT site, id, title FROM products').all() as Pick<ProductRow, 'site' | 'id' | 'title'>[];
  const insertProduct = sqlite.prepare('INSERT INTO search_products (folded, site, product_id) VALUES (?, ?, ?)');
  const insertTerm = sqlite.prepare('INSERT INTO search_terms (folded, site, term, popularity) VALUES (?, ?, ?, ?)');
  sqlite.transaction(() => {
    sqlite.exec('DELETE FROM search_products; DELETE FROM search_terms; UPDATE search_catalogue_version SET version = version + 1;');
    for (const row of rows) insertProduct.run(foldSearchText(row.title), row.site, row.id);
    for (const site of SITES) {
      const titles = rows.filter((row) => row.site === site).map((row) => row.title);
      for (const entry of termsFor(site, titles)) insertTerm.run(foldSearchText(entry.term), site, entry.term, entry.popularity);
    }
  })();
}

/** Changes whenever the indexed data changes, so clients and caches can key on it. */
export function searchCacheKey(sqlite: SQLite.Database): string {
  const products = sqlite.prepare('SELECT group_concat(site || id || title, char(10)) AS all_rows FROM (SELECT site, id, title FROM products ORDER BY site, id)').get() as { all_rows: string | null };
  const terms = sqlite.prepare('SELECT group_concat(site || term || popularity, char(10)) AS all_rows FROM (SELECT site, term, popularity FROM search_terms ORDER BY site, term)').get() as { all_rows: string | null };
  return crypto.createHash('sha256').update(products.all_rows ?? '').update('\0').update(terms.all_rows ?? '').digest('base64url').slice(0, 16);
}

type ProductMatch = ProductRow & { bm25: number };

interface SearchStatements {
  products: SQLite.Statement<[string, string, number], ProductMatch>;
  terms: SQLite.Statement<[string, string, number], { term: string; popularity: number; bm25: number }>;
  catalogueVersion: SQLite.Statement<[], number>;
}

/** Prepared once per connection: preparing costs about as much as running these small queries. */
const statementsByDatabase = new WeakMap<SQLite.Database, SearchStatements>();

function statements(sqlite: SQLite.Database): SearchStatements {
  let prepared = statementsByDatabase.get(sqlite);
  if (!prepared) {
    prepared = {
      products: sqlite.prepare<[string, string, number], ProductMatch>(
        `SELECT p.*, bm25(search_products) AS bm25 FROM search_products
         JOIN products p ON p.site = search_products.site AND p.id = search_products.product_id
         WHERE search_products MATCH ? AND search_products.site = ?
         ORDER BY bm25 LIMIT ?`,
      ),
      terms: sqlite.prepare<[string, string, number], { term: string; popularity: number; bm25: number }>(
        'SELECT term, popularity, bm25(search_terms) AS bm25 FROM search_terms WHERE search_terms MATCH ? AND site = ? ORDER BY bm25 LIMIT ?',
      ),
      catalogueVersion: sqlite.prepare<[], number>('SELECT version FROM search_catalogue_version WHERE id = 1').pluck(),
    };
    statementsByDatabase.set(sqlite, prepared);
  }
  return prepared;
}

/**
 * A number that changes whenever the products table or the search index changes (triggers and
 * rebuildSearchIndex bump it), so answer caches know when to forget. One indexed row read.
 */
export function catalogueVersion(sqlite: SQLite.Database): number {
  return statements(sqlite).catalogueVersion.get() ?? 0;
}

/** Every product of the site matching the query, best first. */
export function searchProducts(sqlite: SQLite.Database, site: Site, query: string): ProductRow[] {
  const match = matchExpression(query);
  if (!match) return [];
  const rows = statements(sqlite).products.all(match, site, CANDIDATE_LIMIT);
  const ranked = rankCandidates(
    query,
    rows.map((row) => ({ text: row.title, bm25: row.bm25, popularity: row.availability === 'AVAILABLE' ? 1 : 0, row })),
  );
  return ranked.map(({ row }) => {
    const { bm25: _bm25, ...product } = row;
    return product;
  });
}

/** Search terms of the site matching the query, best first. */
export function suggestTerms(sqlite: SQLite.Database, site: Site, query: string, limit: number): string[] {
  const match = matchExpression(query);
  if (!match || limit === 0) return [];
  const rows = statements(sqlite).terms.all(match, site, CANDIDATE_LIMIT);
  return rankCandidates(
    query,
    rows.map((row) => ({ text: row.term, bm25: row.bm25, popularity: Number(row.popularity) })),
  )
    .slice(0, limit)
    .map((row) => row.text);
}
