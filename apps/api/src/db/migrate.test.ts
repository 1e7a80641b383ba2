import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Migration } from 'kysely';
import { openSqlite } from './database';
import { migrate } from './migrate';
import type { ApiDomain } from '../domain';
import { allProductRows } from '../domains/catalogue/seed/seedCatalogue';
import { API_START_TIMEOUT_MS } from '../test/testApi';

const repoRoot = path.resolve(__dirname, '../../../..');

/** `./storefront migrate` on `file` in a process of its own; resolves with its exit code and output. */
function migrateInProcess(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/migrate.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_FILE: file, DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const createTable = (table: string): Migration => ({
  up: async (db) => void (await sql`create table ${sql.raw(table)} (id integer)`.execute(db)),
});
const domain = (migrations: Record<string, Migration>) => ({ migrations }) as unknown as ApiDomain;

/**
 * Another process holding the write lock of a new SQLite file (not yet WAL) for `holdMs`: resolves
 * once it holds it. SQLite answers a switch to WAL busy at once then, without waiting.
 */
function holdWriteLock(file: string, holdMs: number): Promise<ChildProcess> {
  const holder = `
    const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
    db.exec('create table if not exists held (id integer)');
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${holdMs});`;
  const child = spawn(process.execPath, ['-e', holder], { cwd: path.join(repoRoot, 'apps/api') });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the lock holder ended (${String(code)})`)));
  });
}

describe('opening a SQLite file', () => {
  it('waits while another process holds its write lock, then switches it to WAL', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'open-locked-')), 'db.sqlite');
    const holder = await holdWriteLock(file, 300);
    const ended = new Promise((resolve) => holder.once('exit', resolve));
    const { sqlite } = openSqlite(file);
    try {
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      sqlite.close();
      await ended;
    }
  });
});

describe('migrate', () => {
  it("runs a domain's new migration even when it sorts before another domain's executed one", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-')), 'db.sqlite');
    const first = openSqlite(file).db;
    await migrate(first, [
      domain({ '2026-11-22-1000-search-a': createTable('a') }),
      domain({ '2026-11-22-1200-cart-b': createTable('b') }),
    ]);
    await first.destroy();

    const upgraded = openSqlite(file).db;
    await migrate(upgraded, [
      domain({
        '2026-11-22-1000-search-a': createTable('a'),
        '2026-11-22-1101-search-c': createTable('c'),
      }),
      domain({ '2026-11-22-1200-cart-b': createTable('b') }),
    ]);
    const tables = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name in ('a', 'b', 'c') order by name`.execute(
      upgraded,
    );
    expect(tables.rows.map((row) => row.name)).toEqual(['a', 'b', 'c']);
    await upgraded.destroy();
  });

  it(
    'two processes migrating one SQLite file at once both succeed, and every migration and seed runs once',
    async () => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-twice-')), 'db.sqlite');
      // Without the lock (withSqliteMigrationLock) one of them mostly fails: both see a migration as
      // pending, or both seed, and the second insert breaks a primary key.
      const results = await Promise.all([migrateInProcess(file), migrateInProcess(file)]);
      expect(results.map((result) => (result.code === 0 ? 0 : result.output))).toEqual([0, 0]);
      const { db } = openSqlite(file);
      try {
        const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
        expect(rows.length).toBeGreaterThan(0);
        expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
        const products = await db
          .selectFrom('products')
          .select(db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(products.n)).toBe(allProductRows().length);
      } finally {
        await db.destroy();
      }
    },
    API_START_TIMEOUT_MS,
  );
});
