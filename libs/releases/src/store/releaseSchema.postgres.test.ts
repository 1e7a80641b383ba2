// The release store's schema on a real PostgreSQL: made where something is missing, and not touched
// where everything is there, so a connection that may not change the schema (a host's role after
// `./storefront migrate`, here a read-only session) opens the store. Needs PostgreSQL: unreachable,
// every test fails (createTestDatabase says so), none is skipped.
import {
  createTestDatabase,
  type TestDatabase,
  withPgClient,
} from '../../../../apps/api/src/test/testDatabase';
import { postgresStore } from './postgresStore';
import { missingReleaseSchema, RELEASE_COLUMNS, RELEASE_TABLES } from './releaseSchema';

/** The same database in sessions whose every transaction is read-only: any DDL fails. */
const readOnly = (url: string) => {
  const parsed = new URL(url);
  parsed.searchParams.set('options', '-c default_transaction_read_only=on');
  return parsed.toString();
};

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.drop());

it('makes every column the store checks for, and no other', async () => {
  await (await postgresStore(database.url)).close();
  const columns = await withPgClient(database.url, async (client) =>
    (
      await client.query<{ table: string; column: string }>(
        `SELECT c.relname AS table, a.attname AS column FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         WHERE c.relname = ANY($1) AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
        [RELEASE_TABLES],
      )
    ).rows.map(({ table, column }) => `${table}.${column}`),
  );
  expect(columns.sort()).toEqual(
    Object.entries(RELEASE_COLUMNS)
      .flatMap(([table, names]) => names.map((column) => `${table}.${column}`))
      .sort(),
  );
});

it('opens without changing the schema once it is there, and makes what is missing', async () => {
  await expect(postgresStore(readOnly(database.url))).rejects.toThrow(/read-only transaction/);
  await (await postgresStore(database.url)).close();
  const store = await postgresStore(readOnly(database.url));
  try {
    expect(await store.registry({ environment: 'production' })).toEqual({});
  } finally {
    await store.close();
  }
  await withPgClient(database.url, async (client) => {
    await client.query('ALTER TABLE fleet_releases DROP COLUMN signature');
    await client.query('DROP TABLE fleet_canary');
    expect(await missingReleaseSchema(client)).toEqual([
      'fleet_releases.signature',
      'fleet_canary',
    ]);
    await (await postgresStore(database.url)).close();
    expect(await missingReleaseSchema(client)).toEqual([]);
  });
});
