import crypto from 'node:crypto';
import pg from 'pg';

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

/** A fresh, empty database of its own (storefront_test_<pid>_<random>), dropped by `drop`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `storefront_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
