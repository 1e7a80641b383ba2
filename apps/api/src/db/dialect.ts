import { PostgresAdapter, type Kysely } from 'kysely';

/** Migrations get only a Kysely instance; its adapter tells which database they build. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A point in time: timestamptz on PostgreSQL, ISO 8601 text on SQLite (which has no time type). */
export function timestampType(db: Kysely<unknown>): 'timestamptz' | 'text' {
  return isPostgres(db) ? 'timestamptz' : 'text';
}

/** Money in the catalogue's major units with two decimals, exact on PostgreSQL (SQLite: real). */
export function moneyType(db: Kysely<unknown>): 'numeric(12, 2)' | 'real' {
  return isPostgres(db) ? 'numeric(12, 2)' : 'real';
}
