// `./storefront migrate`: migrates the database (DATABASE_URL or DATABASE_FILE) and loads the content
// seeds (demo data only with DEMO=true), then exits; on PostgreSQL it also makes the release store's
// tables and the fleet's least-privilege roles (STOREFRONT_HOST_PASSWORD, RELEASE_SERVICE_PASSWORD
// set their passwords) and says which URL goes where. Safe when several processes run it at once.
import { apiConfigFromEnv } from '../config';
import { RolePasswordError } from '../db/databaseRoles';
import { migrateStorefront, rolePasswordsFromEnv } from './migrateStorefront';
import { ConfigError } from '@storefront/server-kit';

async function main(): Promise<void> {
  const lines = await migrateStorefront(
    apiConfigFromEnv(),
    rolePasswordsFromEnv(process.env),
    (message) => console.warn(message),
  );
  for (const line of lines) console.log(line);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof RolePasswordError
      ? `Cannot migrate: ${error.message}`
      : error,
  );
  process.exit(1);
});
