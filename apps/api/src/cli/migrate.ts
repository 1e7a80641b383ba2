// `./storefront migrate`: migrates the database (DATABASE_URL or DATABASE_FILE) and loads the content
// seeds (demo data only with DEMO=true), then exits. Safe when several processes run it at once.
import { apiConfigFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/migrate';
import { DOMAINS } from '../domains';
import { ConfigError } from '@storefront/server-kit';

async function main(): Promise<void> {
  const config = apiConfigFromEnv();
  const database = openDatabase(config);
  try {
    await prepareDatabase({ db: database.db, database, config }, DOMAINS, (message) =>
      console.warn(message),
    );
    console.log(
      `Migrated ${config.databaseUrl ? 'the PostgreSQL database' : config.databaseFile}.`,
    );
  } finally {
    await database.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot migrate: ${error.message}` : error);
  process.exit(1);
});
