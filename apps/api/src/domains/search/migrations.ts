import { sql, type Kysely, type Migration } from 'kysely';

/**
 * FTS5 tables over folded text (see foldSearchText in contracts). The tokenizer also removes
 * diacritics, so text that was not folded in JavaScript still matches; `prefix` keeps prefix indexes
 * for the short prefixes the search box sends first (2 and 3 characters).
 */
const TOKENIZE = `tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'`;

export const searchMigrations: Record<string, Migration> = {
  '2026-11-22-1100-search-index': {
    async up(db: Kysely<unknown>) {
      await sql.raw(`CREATE VIRTUAL TABLE search_products USING fts5(folded, site UNINDEXED, product_id UNINDEXED, ${TOKENIZE})`).execute(db);
      await sql.raw(`CREATE VIRTUAL TABLE search_terms USING fts5(folded, site UNINDEXED, term UNINDEXED, popularity UNINDEXED, ${TOKENIZE})`).execute(db);
    },
  },
  /**
   * A version number of what suggestions are made of, so the suggestion answer cache can forget when
   * the catalogue changes (by any connection, even another process). FTS tables cannot carry
   * triggers, so rebuildSearchIndex bumps it itself.
   */
  '2026-11-22-1101-search-catalogue-version': {
    async up(db: Kysely<unknown>) {
      await sql.raw('CREATE TABLE search_catalogue_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)').execute(db);
      await sql.raw('INSERT INTO search_catalogue_version (id, version) VALUES (1, 0)').execute(db);
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql.raw(`CREATE TRIGGER search_catalogue_version_${event.toLowerCase()} AFTER ${event} ON products BEGIN UPDATE search_catalogue_version SET version = version + 1 WHERE id = 1; END`).execute(db);
      }
    },
  },
};
