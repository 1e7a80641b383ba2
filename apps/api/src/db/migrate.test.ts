import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Migration } from 'kysely';
import { openSqlite } from './database';
import { migrate } from './migrate';
import type { ApiDomain } from '../domain';

const createTable = (table: string): Migration => ({ up: async (db) => void (await sql`create table ${sql.raw(table)} (id integer)`.execute(db)) });
const domain = (migrations: Record<string, Migration>) => ({ migrations }) as unknown as ApiDomain;

describe('migrate', () => {
  it('runs a domain\'s new migration even when it sorts before another domain\'s executed one', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-')), 'db.sqlite');
    const first = openSqlite(file).db;
    await migrate(first, [domain({ '2026-11-22-1000-search-a': createTable('a') }), domain({ '2026-11-22-1200-cart-b': createTable('b') })]);
    await first.destroy();

    const upgraded = openSqlite(file).db;
    await migrate(upgraded, [domain({ '2026-11-22-1000-search-a': createTable('a'), '2026-11-22-1101-search-c': createTable('c') }), domain({ '2026-11-22-1200-cart-b': createTable('b') })]);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name in ('a', 'b', 'c') order by name`.execute(upgraded);
    expect(tables.rows.map((row) => row.name)).toEqual(['a', 'b', 'c']);
    await upgraded.destroy();
  });
});
