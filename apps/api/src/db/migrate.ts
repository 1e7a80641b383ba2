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
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
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
export async function prepareDatabase(context: DomainContext, domains: readonly ApiDomain[], warn: (message: string) => void): Promise<void> {
  const prepare = async (db: Kysely<Database>) => {
    const scoped: DomainContext = { ...context, db, database: { ...context.database, db } };
    await migrate(db, domains);
    for (const domain of domains) await domain.seed?.(scoped);
    for (const domain of domains) await (context.config.demo ? domain.demoSeed?.(scoped) : domain.removeDemoData?.(scoped, warn));
  };
  if (context.database.dialect === 'sqlite') return prepare(context.db);
  await context.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(connection);
    try {
      await prepare(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(connection);
    }
  });
}
