import crypto from 'node:crypto';
import pg from 'pg';
import { DATABASE_NAME } from '../../../../tools/jest/templateDatabases.cjs';

/**
 * The API tests run twice: on SQLite, and on PostgreSQL when API_TEST_DATABASE=postgres (the jest
 * project `api-postgres`). PostgreSQL is then required: an unreachable server fails every test
 * that needs it, loudly, instead of the run quietly testing SQLite twice.
 */
export const testsUsePostgres = () => process.env.API_TEST_DATABASE === 'postgres';

/** The server and database to create test databases from (trust authentication on the test machines). */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
  /**
   * Terminates every connection to this database at once, as a restart of PostgreSQL would;
   * answers the application names of the connections cut.
   */
  cutConnections(): Promise<string[]>;
}

async function withAdmin<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: TEST_POSTGRES_URL,
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${TEST_POSTGRES_URL} is not reachable (${String(error)}); the PostgreSQL run of the API tests needs it (TEST_POSTGRES_URL).`,
    );
  }
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database of its own (by default storefront_test_<pid>_<random>), dropped by `drop`: empty, or a copy
 * of `template` (a database nobody is connected to, see templateDatabase.ts).
 */
export async function createTestDatabase({
  template,
  name = `storefront_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`,
}: { template?: string; name?: string } = {}): Promise<TestDatabase> {
  for (const given of [template, name])
    if (given !== undefined && !DATABASE_NAME.test(given))
      throw new Error(`${given} is no database name`);
  await withAdmin((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
    // Chosen first, terminated after: in one WHERE clause PostgreSQL may call the function before
    // it filters, on backends of every database of the server.
    cutConnections: () =>
      withAdmin(async (client) => {
        const { rows } = await client.query<{ pid: number; application_name: string }>(
          'SELECT pid, application_name FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await client.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
          rows.map((row) => row.pid),
        ]);
        return rows.map((row) => row.application_name);
      }),
  };
}

/** Whether a database of this name exists on the test server. */
export async function databaseExists(name: string): Promise<boolean> {
  const { rowCount } = await withAdmin((client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
  );
  return rowCount === 1;
}

/** Renames a database nobody is connected to. */
export async function renameDatabase(from: string, to: string): Promise<void> {
  for (const given of [from, to])
    if (!DATABASE_NAME.test(given)) throw new Error(`${given} is no database name`);
  await withAdmin((client) => client.query(`ALTER DATABASE ${from} RENAME TO ${to}`));
}

/** Runs `work` on a connection of its own to `url` (another role's, say), closed whatever happens. */
export async function withPgClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
