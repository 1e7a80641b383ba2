// The key store on a real PostgreSQL: release_keys is one of the release store's tables, made by
// `./storefront migrate` or by the first process that opens either store; once it is there the key
// store opens without DDL, as the release service's role, which may not change the schema, needs.
// Needs PostgreSQL: unreachable, every test fails (createTestDatabase says so), none is skipped.
import { createTestDatabase, type TestDatabase } from '../../../api/src/test/testDatabase';
import { describeAccountStore } from './accountsBehaviour';
import { postgresKeyStore } from './postgresKeyStore';

/** The same database in sessions whose every transaction is read-only: any DDL fails. */
const readOnly = (url: string) => {
  const parsed = new URL(url);
  parsed.searchParams.set('options', '-c default_transaction_read_only=on');
  return parsed.toString();
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('makes its table where it is missing, and opens without DDL once it is there', async () => {
  await expect(postgresKeyStore(readOnly(database.url))).rejects.toThrow(/read-only transaction/);
  const keys = await postgresKeyStore(database.url);
  const now = new Date('2026-12-01T00:00:00Z');
  try {
    await keys.add({
      id: 'k1',
      team: 'footer',
      remotes: ['footer'],
      environment: 'production',
      sites: null,
      secretHash: 'hash',
      createdAt: now,
      expiresAt: new Date('2027-01-01T00:00:00Z'),
      revokedAt: null,
    });
  } finally {
    await keys.close();
  }
  const reader = await postgresKeyStore(readOnly(database.url));
  try {
    expect((await reader.list()).map(({ id }) => id)).toEqual(['k1']);
  } finally {
    await reader.close();
  }
});

describeAccountStore('PostgreSQL', () => postgresKeyStore(database.url));
