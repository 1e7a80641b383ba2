// The release store on PostgreSQL (issue 25, item 1): the same behaviour as the folder store's.
// Needs PostgreSQL: unreachable, every test fails (createTestDatabase says so), none is skipped.
import { createTestDatabase } from '../../../../apps/api/src/test/testDatabase';
import { postgresStore } from '../store/postgresStore';
import { describeReleaseStore } from './storeBehaviour';

describeReleaseStore('PostgreSQL', async () => {
  const database = await createTestDatabase();
  return {
    store: await postgresStore(database.url),
    env: { DATABASE_URL: database.url },
    cleanup: () => database.drop(),
  };
});
