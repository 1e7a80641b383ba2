import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** The raw connection, for what Kysely does not model (FTS5 virtual tables, pragmas). */
  sqlite: SQLite.Database;
}

/**
 * Opens (and creates) the SQLite file. WAL lets readers run while a write commits; with
 * synchronous=NORMAL a committed transaction survives the process being killed, which is the
 * durability the API promises (an acknowledged change is there after a restart). FULL (env
 * DATABASE_SYNCHRONOUS=FULL) also survives a power loss, for one fsync per commit.
 */
export function openDatabase(file: string, synchronous: 'NORMAL' | 'FULL' = 'NORMAL'): OpenedDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous === 'FULL' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}
