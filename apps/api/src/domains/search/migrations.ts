import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../../db/dialect';

/**
 * SQLite: FTS5 tables over folded text (see foldSearchText in contracts). The tokenizer also removes
 * diacritics, so text that was not folded in JavaScript still matches; `prefix` keeps prefix indexes
 * for the short prefixes the search box sends first (2 and 3 characters).
 */
const TOKENIZE = `tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'`;

/**
 * PostgreSQL: the same rows in plain tables with a tsvector of the folded text, unaccented again
 * (like FTS5's remove_diacritics) and split by the 'simple' configuration (no stemming: the nine
 * languages are matched as typed, by prefix), kept by a trigger on every write and GIN-indexed.
 */
async function createPostgresIndex(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE TABLE search_products (folded text NOT NULL, site text NOT NULL, product_id text NOT NULL, document tsvector NOT NULL DEFAULT ''::tsvector)`.execute(
    db,
  );
  await sql`CREATE TABLE search_terms (folded text NOT NULL, site text NOT NULL, term text NOT NULL, popularity integer NOT NULL, document tsvector NOT NULL DEFAULT ''::tsvector)`.execute(
    db,
  );
  await sql`CREATE FUNCTION search_document() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.document := to_tsvector('simple', unaccent(NEW.folded)); RETURN NEW; END $$`.execute(
    db,
  );
  for (const table of ['search_products', 'search_terms']) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_document BEFORE INSERT OR UPDATE OF folded ON ${table} FOR EACH ROW EXECUTE FUNCTION search_document()`,
      )
      .execute(db);
    await sql.raw(`CREATE INDEX ${table}_document ON ${table} USING gin (document)`).execute(db);
    await sql.raw(`CREATE INDEX ${table}_site ON ${table} (site)`).execute(db);
  }
}

export const searchMigrations: Record<string, Migration> = {
  '2026-11-22-1100-search-index': {
    async up(db: Kysely<unknown>) {
      if (isPostgres(db)) return createPostgresIndex(db);
      await sql
        .raw(
          `CREATE VIRTUAL TABLE search_products USING fts5(folded, site UNINDEXED, product_id UNINDEXED, ${TOKENIZE})`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE VIRTUAL TABLE search_terms USING fts5(folded, site UNINDEXED, term UNINDEXED, popularity UNINDEXED, ${TOKENIZE})`,
        )
        .execute(db);
    },
  },
  /**
   * A version number of what suggestions are made of, so the suggestion answer cache of every
   * process can forget when the catalogue changes (by any connection, even another process).
   * FTS tables cannot carry triggers, so rebuildSearchIndex bumps it itself.
   */
  '2026-11-22-1101-search-catalogue-version': {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(
          'CREATE TABLE search_catalogue_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)',
        )
        .execute(db);
      await sql.raw('INSERT INTO search_catalogue_version (id, version) VALUES (1, 0)').execute(db);
      if (isPostgres(db)) {
        await sql`CREATE FUNCTION search_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE search_catalogue_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(
          db,
        );
        await sql`CREATE TRIGGER search_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed()`.execute(
          db,
        );
        return;
      }
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql
          .raw(
            `CREATE TRIGGER search_catalogue_version_${event.toLowerCase()} AFTER ${event} ON products BEGIN UPDATE search_catalogue_version SET version = version + 1 WHERE id = 1; END`,
          )
          .execute(db);
      }
    },
  },
};
