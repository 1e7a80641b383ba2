// The bench on PostgreSQL: a database of its own per run, created on the server
// of BENCH_POSTGRES_URL (default: TEST_POSTGRES_URL, else the test machines' postgres://…/test) and
// dropped afterwards, so a run neither sees nor leaves rows in the database the tests use.
import { createRequire } from 'node:module';
import path from 'node:path';

// pg is the API's dependency, not the root's: loaded from there. The part used here.
interface PgClient {
  connect(): Promise<void>;
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}
type PgModule = {
  Client: new (options: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
};
const pg = createRequire(path.resolve(__dirname, '../apps/api/package.json'))('pg') as PgModule;

export const BENCH_POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Every bench process signs with the same secret, as the README asks of several processes. */
export const BENCH_TOKEN_SECRET = 'bench-token-secret-of-at-least-32-bytes-0123456789';

/** Runs `task` on one connection to `url`, closed afterwards; fails loudly when the server is not there. */
export async function withPostgres<T>(
  url: string,
  task: (client: PgClient) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${url} is not reachable (${String(error)}); the PostgreSQL part of the bench needs it (BENCH_POSTGRES_URL).`,
    );
  }
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database `bench_<time>_<pid>` on the bench's server, dropped (even if in use) by `drop`. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}_${process.pid}`;
  await withPostgres(BENCH_POSTGRES_URL, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withPostgres(BENCH_POSTGRES_URL, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/** The sign-ups stored in the database at `url` whose address starts with `emailPrefix`, as `site email`. */
export function storedSignUps(url: string, emailPrefix: string): Promise<Set<string>> {
  return withPostgres(url, async (client) => {
    const { rows } = await client.query<{ site: string; email: string }>(
      'SELECT site, email FROM newsletter_subscribers WHERE email LIKE $1',
      [`${emailPrefix}%`],
    );
    return new Set(rows.map((row) => `${row.site} ${row.email}`));
  });
}
