// The vitals' upsert keeps the worst value with a CASE both databases read alike (SQLite's max(a, b)
// is PostgreSQL's greatest): proved here on PostgreSQL, in routes.test.ts on SQLite.
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { addVitalReports, vitalsSince } from './vitals';

let database: TestDatabase;
let api: TestApi;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApi({ databaseUrl: database.url });
}, API_START_TIMEOUT_MS);
afterAll(async () => {
  await api.close();
  await database.drop();
});

it('keeps each shopper’s worst INP of a minute on PostgreSQL, and reads one value per shopper over the minutes', async () => {
  const inp = (value: number) =>
    ({ name: 'INP', value, remote: 'footer', release: 'c0ffeec0ffee' }) as const;
  const now = new Date();
  const minuteAgo = new Date(now.getTime() - 60_000);
  const shopper = 'a'.repeat(32);
  await addVitalReports(api.db, { site: 'PL', vitals: [inp(120)] }, shopper, minuteAgo);
  await addVitalReports(api.db, { site: 'PL', vitals: [inp(380)] }, shopper, now);
  await addVitalReports(api.db, { site: 'PL', vitals: [inp(200)] }, shopper, now);
  await addVitalReports(api.db, { site: 'PL', vitals: [inp(48.5)] }, 'b'.repeat(32), now);
  const since = new Date(now.getTime() - 5 * 60_000);
  const read = await vitalsSince(api.db, 'footer', 'c0ffeec0ffee', since, 'PL');
  expect([...read.INP].sort((a, b) => a - b)).toEqual([48.5, 380]);
  expect(read.LCP).toEqual([]);
});
