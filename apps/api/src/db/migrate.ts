import SQLite from 'better-sqlite3';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import type { ApiDomain, DomainContext } from '../domain';

/**
 * Runs every domain's migrations in name order. Names start with a date so that domains added later
 * run after the tables they build on. Each domain numbers its own migrations in its own range, so a
 * domain's new migration may sort before another domain's older one: a database that already ran
 * the older ones still runs it (unordered migrations allowed), instead of refusing to start.
 */
export async function migrate(db: Kysely<Database>, domains: readonly ApiDomain[]): Promise<void> {
  const migrations: Record<string, Migration> = {};
  for (const domain of domains) {
    for (const [name, migration] of Object.entries(domain.migrations)) {
      if (migrations[name]) throw new Error(`Two domains define the migration ${name}.`);
      migrations[name] = migration;
    }
  }
  // Kysely's generic is the database shape; the migrator itself does not depend on it.
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed)
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${String(error)}${
        (error as { code?: unknown } | undefined)?.code === '42501'
          ? ' (this DATABASE_URL may not change the schema: run `./storefront migrate` with the admin URL first)'
          : ''
      }`,
    );
}

/** How long a process waits for another process's migration of the same SQLite file before it gives up. */
export const SQLITE_MIGRATION_LOCK_TIMEOUT_MS = 120_000;
/** How often a waiting process tries the SQLite migration lock again (the wait never blocks the event loop). */
export const SQLITE_MIGRATION_LOCK_RETRY_MS = 50;

/** The file whose exclusive lock a process holds while it migrates and seeds the SQLite file `databaseFile`. */
export const sqliteMigrationLockFile = (databaseFile: string) => `${databaseFile}.migration-lock`;

/**
 * Runs `task` while holding an exclusive lock beside the SQLite file, so two processes started on one
 * file at once (`./storefront migrate` while a server starts, two servers) migrate one after the
 * other: the second then finds nothing to do. Kysely's migrator takes no lock on SQLite, and the
 * migrations cannot run inside one `BEGIN EXCLUSIVE` on the database itself (the migrator and the
 * seeds open transactions of their own), so the lock is `BEGIN EXCLUSIVE` on a small SQLite file of
 * its own: the operating system drops it when its process dies, so a killed migration never leaves
 * a stale lock behind, as a lock file with a pid in it would.
 */
export async function withSqliteMigrationLock<T>(
  databaseFile: string,
  task: () => Promise<T>,
): Promise<T> {
  if (databaseFile === ':memory:' || databaseFile === '') return task();
  const lock = new SQLite(sqliteMigrationLockFile(databaseFile));
  try {
    // No busy wait inside SQLite: that would block the event loop; retried below instead.
    lock.pragma('busy_timeout = 0');
    const deadline = Date.now() + SQLITE_MIGRATION_LOCK_TIMEOUT_MS;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        if (Date.now() > deadline)
          throw new Error(
            `Another process has been migrating ${databaseFile} for more than ${SQLITE_MIGRATION_LOCK_TIMEOUT_MS / 1000} s (${sqliteMigrationLockFile(databaseFile)} stays locked).`,
          );
        await new Promise((resolve) => setTimeout(resolve, SQLITE_MIGRATION_LOCK_RETRY_MS));
      }
    }
    try {
      return await task();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}

/**
 * The key of the session-level advisory lock under which a process migrates and seeds PostgreSQL.
 * Any constant works as long as nothing else uses it; this one spells "sf-migr".
 */
export const MIGRATION_LOCK_KEY = 0x73662d6d696772n;

/**
 * Migrations, content seeds, then demo seeds (DEMO=true) or the removal of demo data. On PostgreSQL
 * several processes may start (or `./storefront migrate`) at once: the first takes the lock and does
 * the work, the others wait and then find nothing to do. Kysely's own migration lock would cover the
 * migrations but neither its bookkeeping tables' creation nor the seeds' check-then-insert.
 */
export async function prepareDatabase(
  context: DomainContext,
  domains: readonly ApiDomain[],
  warn: (message: string) => void,
): Promise<void> {
  const prepare = async (db: Kysely<Database>) => {
    const scoped: DomainContext = { ...context, db, database: { ...context.database, db } };
    await migrate(db, domains);
    for (const domain of domains) await domain.seed?.(scoped);
    for (const domain of domains)
      await (context.config.demo
        ? domain.demoSeed?.(scoped)
        : domain.removeDemoData?.(scoped, warn));
  };
  if (context.database.dialect === 'sqlite')
    return withSqliteMigrationLock(context.database.sqlite.name, () => prepare(context.db));
  await context.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(
      connection,
    );
    try {
      await prepare(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(
        connection,
      );
    }
  });
}
