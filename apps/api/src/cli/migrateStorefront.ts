import { ensureReleaseSchema } from '@storefront/releases';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/database';
import {
  checkRolePasswords,
  grantDatabaseRoles,
  rolesGuide,
  type RolePasswords,
} from '../db/databaseRoles';
import { prepareDatabase } from '../db/migrate';
import { DOMAINS } from '../domains';

/** The roles' passwords `./storefront migrate` sets: STOREFRONT_HOST_PASSWORD, RELEASE_SERVICE_PASSWORD. */
export const rolePasswordsFromEnv = (env: NodeJS.ProcessEnv): RolePasswords => ({
  host: env.STOREFRONT_HOST_PASSWORD || undefined,
  releaseService: env.RELEASE_SERVICE_PASSWORD || undefined,
});

/**
 * What `./storefront migrate` does: the API's migrations and content seeds, then, on PostgreSQL,
 * the release store's tables and the fleet's two roles (databaseRoles.ts), so hosts and the release
 * service can run with credentials that may not change the schema. Answers what to tell the operator.
 * An admin that may not create roles still migrates, as before: the roles are an option, not a
 * condition (unless a role's password was given, which asks for them).
 */
export async function migrateStorefront(
  config: ApiConfig,
  passwords: RolePasswords,
  warn: (message: string) => void,
): Promise<string[]> {
  checkRolePasswords(passwords);
  const database = openDatabase(config);
  try {
    await prepareDatabase({ db: database.db, database, config }, DOMAINS, warn);
    if (database.dialect === 'sqlite') return [`Migrated ${config.databaseFile}.`];
    await ensureReleaseSchema(database.pool);
    const client = await database.pool.connect();
    try {
      await grantDatabaseRoles(client, passwords);
    } catch (error) {
      const asked = passwords.host !== undefined || passwords.releaseService !== undefined;
      if ((error as { code?: unknown }).code !== '42501' || asked) throw error;
      warn(
        `The database roles were not made (${(error as Error).message}): this DATABASE_URL keeps working for every process; run \`./storefront migrate\` once as a user with CREATEROLE for least privilege (README, "Several processes: PostgreSQL and Redis").`,
      );
      return ['Migrated the PostgreSQL database and the release store.'];
    } finally {
      client.release();
    }
    return [
      'Migrated the PostgreSQL database and the release store.',
      ...rolesGuide(config.databaseUrl ?? '', passwords),
    ];
  } finally {
    await database.db.destroy();
  }
}
