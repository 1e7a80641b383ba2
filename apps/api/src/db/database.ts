import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { surviveLostConnections } from '@storefront/server-kit';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { NulCharacterPlugin } from './nulCharacters';

/**
 * The API's database: the embedded SQLite file (one process) or a shared PostgreSQL
 * (DATABASE_URL, several processes). Repositories use `db` (Kysely) either way; the few places
 * that need what only one of them offers (SQLite's synchronous statements for the cart's group
 * commit, FTS5; PostgreSQL's row locks and tsvector) branch on `dialect`.
 */
export type OpenedDatabase =
  | { dialect: 'sqlite'; db: Kysely<Database>; sqlite: SQLite.Database }
  | { dialect: 'postgres'; db: Kysely<Database>; pool: pg.Pool };

export type DatabaseDialect = OpenedDatabase['dialect'];

/** Connections per process; several processes share one PostgreSQL's max_connections (100). */
export const POSTGRES_POOL_SIZE = 10;

/** How long a statement waits for another process's lock on the SQLite file before it fails. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** Between two tries of a statement SQLite answered busy without waiting. */
const SQLITE_BUSY_RETRY_MS = 10;

/** `statement`, tried again while SQLite answers SQLITE_BUSY, up to SQLITE_BUSY_TIMEOUT_MS (at opening only: it blocks). */
function whenNotBusy<T>(statement: () => T): T {
  const until = Date.now() + SQLITE_BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      return statement();
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= until) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SQLITE_BUSY_RETRY_MS);
    }
  }
}

/**
 * Opens (and creates) the SQLite file. WAL lets readers run while a write commits; with
 * synchronous=NORMAL a committed transaction survives the process being killed, which is the
 * durability the API promises (an acknowledged change is there after a restart). FULL (env
 * DATABASE_SYNCHRONOUS=FULL) also survives a power loss, for one fsync per commit.
 */
export function openSqlite(
  file: string,
  synchronous: 'NORMAL' | 'FULL' = 'NORMAL',
): OpenedDatabase & { dialect: 'sqlite' } {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  // A new file switches to WAL under an exclusive lock: another process opening or reading it at
  // that moment (`./storefront migrate` beside a starting server) makes SQLite answer busy at once,
  // without its busy handler (deadlock avoidance). Asked again until the other lets go.
  whenNotBusy(() => sqlite.pragma('journal_mode = WAL'));
  sqlite.pragma(`synchronous = ${synchronous === 'FULL' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { dialect: 'sqlite', db, sqlite };
}

const { builtins } = pg.types;
const defaultTimestamp = pg.types.getTypeParser(builtins.TIMESTAMPTZ);
/**
 * The rows read as SQLite gives them, so the repositories stay one: money (numeric) and counts
 * (bigint) as numbers (all far below 2^53), timestamps as ISO strings.
 */
const PARSERS: Partial<Record<number, (value: string) => unknown>> = {
  [builtins.NUMERIC]: Number,
  [builtins.INT8]: Number,
  [builtins.TIMESTAMPTZ]: (value) => (defaultTimestamp(value) as Date).toISOString(),
};

/**
 * A pooled PostgreSQL (`pg`) behind Kysely. A connection the server ends (restart, fail-over), idle
 * or in use, never ends the process (surviveLostConnections); an idle one's loss is reported to
 * `onIdleError`, and the pool opens a new one.
 */
export function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = () => undefined,
): OpenedDatabase & { dialect: 'postgres' } {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  surviveLostConnections(pool, onIdleError);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new NulCharacterPlugin()],
  });
  return { dialect: 'postgres', db, pool };
}

/** DATABASE_URL when configured, else the SQLite file. */
export function openDatabase(
  config: { databaseUrl?: string; databaseFile: string; synchronous?: 'NORMAL' | 'FULL' },
  onIdleError?: (error: Error) => void,
): OpenedDatabase {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onIdleError)
    : openSqlite(config.databaseFile, config.synchronous);
}
