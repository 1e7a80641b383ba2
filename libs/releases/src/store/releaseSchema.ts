import type pg from 'pg';

/**
 * The release store's tables and the release service's keys beside them, each statement safe to run
 * again. `./storefront migrate` runs them with the admin credential; whoever opens the store runs
 * them too, but only where something is missing (a deploy from CI may reach a database no
 * storefront migrated yet), so a role that may not create tables opens a migrated store. Files are
 * content-addressed: one row per SHA-256, whatever the releases sharing it; a release is its
 * manifest of paths → hashes. A site of '' is the environment's own registry (a primary key holds no
 * NULL).
 */
export const RELEASE_SCHEMA: readonly string[] = [
  'CREATE TABLE IF NOT EXISTS fleet_files (hash text PRIMARY KEY, bytes bytea NOT NULL)',
  'CREATE TABLE IF NOT EXISTS fleet_releases (remote text NOT NULL, id text NOT NULL, manifest jsonb NOT NULL, published_at timestamptz NOT NULL DEFAULT clock_timestamp(), PRIMARY KEY (remote, id))',
  'CREATE TABLE IF NOT EXISTS fleet_registry (environment text NOT NULL, site text NOT NULL, remote text NOT NULL, release text NOT NULL, PRIMARY KEY (environment, site, remote))',
  'CREATE TABLE IF NOT EXISTS fleet_shell (environment text PRIMARY KEY, catalogue jsonb NOT NULL, published_at timestamptz NOT NULL DEFAULT clock_timestamp())',
  'CREATE TABLE IF NOT EXISTS fleet_hosts (host text PRIMARY KEY, environment text NOT NULL, seen_at timestamptz NOT NULL)',
  'CREATE TABLE IF NOT EXISTS fleet_prepared (request uuid NOT NULL, host text NOT NULL, error text, at timestamptz NOT NULL DEFAULT clock_timestamp(), PRIMARY KEY (request, host))',
  'CREATE TABLE IF NOT EXISTS fleet_registry_history (seq bigserial PRIMARY KEY, environment text NOT NULL, site text NOT NULL, remote text NOT NULL, kind text NOT NULL, release text, previous text, actor text NOT NULL, reason text NOT NULL, commit text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())',
  'ALTER TABLE fleet_registry_history ADD COLUMN IF NOT EXISTS percent integer',
  'ALTER TABLE fleet_releases ADD COLUMN IF NOT EXISTS signature text',
  'CREATE TABLE IF NOT EXISTS fleet_canary (environment text NOT NULL, site text NOT NULL, remote text NOT NULL, release text NOT NULL, percent integer NOT NULL CHECK (percent BETWEEN 1 AND 99), since timestamptz NOT NULL DEFAULT clock_timestamp(), PRIMARY KEY (environment, site, remote))',
  'ALTER TABLE fleet_canary ADD COLUMN IF NOT EXISTS steps integer[]',
  'ALTER TABLE fleet_canary ADD COLUMN IF NOT EXISTS step_every_ms integer',
  'ALTER TABLE fleet_prepared ADD COLUMN IF NOT EXISTS host_fault boolean NOT NULL DEFAULT false',
  "ALTER TABLE fleet_hosts ADD COLUMN IF NOT EXISTS instance text NOT NULL DEFAULT ''",
  'CREATE TABLE IF NOT EXISTS release_keys (id text PRIMARY KEY, team text NOT NULL, remotes text[] NOT NULL, environment text NOT NULL, sites text[], secret_hash text NOT NULL, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, revoked_at timestamptz)',
  'CREATE TABLE IF NOT EXISTS release_console_accounts (login text PRIMARY KEY, name text NOT NULL, team text NOT NULL, remotes text[] NOT NULL, environment text NOT NULL, password_hash text NOT NULL, created_at timestamptz NOT NULL, revoked_at timestamptz)',
  // Null on every release published before the column: nobody recorded who published those.
  'ALTER TABLE fleet_releases ADD COLUMN IF NOT EXISTS published_by text',
];

/**
 * Every column RELEASE_SCHEMA makes, per table: what opening the store looks for before it would run
 * any of it (releaseSchema.postgres.test.ts holds the two equal).
 */
export const RELEASE_COLUMNS = {
  fleet_files: ['hash', 'bytes'],
  fleet_releases: ['remote', 'id', 'manifest', 'published_at', 'signature', 'published_by'],
  fleet_registry: ['environment', 'site', 'remote', 'release'],
  fleet_shell: ['environment', 'catalogue', 'published_at'],
  fleet_hosts: ['host', 'environment', 'seen_at', 'instance'],
  fleet_prepared: ['request', 'host', 'error', 'at', 'host_fault'],
  fleet_registry_history: [
    'seq',
    'environment',
    'site',
    'remote',
    'kind',
    'release',
    'previous',
    'actor',
    'reason',
    'commit',
    'at',
    'percent',
  ],
  fleet_canary: [
    'environment',
    'site',
    'remote',
    'release',
    'percent',
    'since',
    'steps',
    'step_every_ms',
  ],
  release_keys: [
    'id',
    'team',
    'remotes',
    'environment',
    'sites',
    'secret_hash',
    'created_at',
    'expires_at',
    'revoked_at',
  ],
  release_console_accounts: [
    'login',
    'name',
    'team',
    'remotes',
    'environment',
    'password_hash',
    'created_at',
    'revoked_at',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ReleaseTable = keyof typeof RELEASE_COLUMNS;
export const RELEASE_TABLES = Object.keys(RELEASE_COLUMNS) as ReleaseTable[];

export type TablePrivilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * What a storefront host may do to each release table (`./storefront migrate` grants it to
 * storefront_host): read releases, registry, canaries and shells; write its heartbeat, its answers
 * to prepare requests and its shell's catalogue. Never a registry, a canary or the history (the
 * release service is their one writer, the automatic rollback included), never a release's rows
 * (the release service's signature is what a host trusts, not the table), never the key hashes and
 * never the console's accounts.
 */
export const HOST_RELEASE_PRIVILEGES: Record<ReleaseTable, readonly TablePrivilege[]> = {
  fleet_files: ['SELECT'],
  fleet_releases: ['SELECT'],
  fleet_registry: ['SELECT'],
  fleet_registry_history: ['SELECT'],
  fleet_canary: ['SELECT'],
  fleet_shell: ['SELECT', 'INSERT', 'UPDATE'],
  fleet_hosts: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  fleet_prepared: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  release_keys: [],
  release_console_accounts: [],
};

/** Any number held by nothing else in the database: the advisory lock creating the schema. */
const SCHEMA_LOCK = 250_001;

/** The schema is not all there and this connection's role may not make it: `./storefront migrate` must. */
export class ReleaseSchemaMissingError extends Error {}

/**
 * What RELEASE_SCHEMA would add: a table (all its columns missing) or table.column. Read from the
 * catalogue, which every role may read, not from information_schema, which shows a role only the
 * tables it has rights on (a host has none on release_keys).
 */
export async function missingReleaseSchema(client: pg.ClientBase | pg.Pool): Promise<string[]> {
  const expected = Object.entries(RELEASE_COLUMNS).flatMap(([table, columns]) =>
    columns.map((column) => [table, column] as const),
  );
  const result = await client.query(
    `SELECT e.table_name, e.column_name FROM unnest($1::text[], $2::text[]) AS e(table_name, column_name)
     WHERE NOT EXISTS (SELECT 1 FROM pg_catalog.pg_attribute a WHERE a.attrelid = to_regclass(e.table_name) AND a.attname = e.column_name AND NOT a.attisdropped)`,
    [expected.map(([table]) => table), expected.map(([, column]) => column)],
  );
  const missing = result.rows as { table_name: ReleaseTable; column_name: string }[];
  const missingOf = (table: ReleaseTable) => missing.filter((row) => row.table_name === table);
  return RELEASE_TABLES.flatMap((table) => {
    const columns = missingOf(table);
    if (columns.length === RELEASE_COLUMNS[table].length) return [table];
    return columns.map((row) => `${table}.${row.column_name}`);
  });
}

/**
 * Makes what is missing of RELEASE_SCHEMA, one process at a time (two `CREATE TABLE IF NOT EXISTS`
 * at once can still collide); with everything there it runs no DDL at all.
 */
export async function ensureReleaseSchema(pool: pg.Pool): Promise<void> {
  const missing = await missingReleaseSchema(pool);
  if (missing.length === 0) return;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    for (const statement of RELEASE_SCHEMA) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if ((error as { code?: unknown }).code === '42501')
      throw new ReleaseSchemaMissingError(
        `Release tables missing (${missing.join(', ')}), and this role may not create them (${(error as Error).message}): run \`./storefront migrate\` with the admin DATABASE_URL first.`,
      );
    throw error;
  } finally {
    client.release();
  }
}
