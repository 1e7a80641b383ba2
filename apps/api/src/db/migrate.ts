import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import type { ApiDomain } from '../domain';

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
