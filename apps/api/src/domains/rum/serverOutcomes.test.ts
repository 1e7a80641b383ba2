import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { addServerOutcomes, serverHealthSince } from './serverOutcomes';

/** The hosts' server slot outcomes in the API's database, as every host of a fleet adds and reads them. */
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterEach(() => api.close());

const now = new Date();
const minute = now.toISOString().slice(0, 16);
const count = (site: string, outcome: 'rendered' | 'error' | 'deadline', n: number) => ({
  minute,
  site,
  remote: 'footer',
  release: 'c0ffeec0ffee',
  outcome,
  count: n,
});

it('sums what every host added, per site or over all, with every fallback as a failure', async () => {
  // Two hosts flush the same minute.
  await addServerOutcomes(api.db, [count('AT', 'rendered', 10), count('AT', 'error', 3)]);
  await addServerOutcomes(api.db, [count('AT', 'rendered', 4), count('AT', 'deadline', 2)]);
  await addServerOutcomes(api.db, [count('DE', 'rendered', 5)]);
  const since = new Date(now.getTime() - 60_000);
  expect(await serverHealthSince(api.db, 'footer', 'c0ffeec0ffee', since, 'AT')).toEqual({
    rendered: 14,
    failed: 5,
  });
  expect(await serverHealthSince(api.db, 'footer', 'c0ffeec0ffee', since)).toEqual({
    rendered: 19,
    failed: 5,
  });
  expect(await serverHealthSince(api.db, 'footer', 'local', since)).toEqual({
    rendered: 0,
    failed: 0,
  });
  // Before the canary's start: not counted.
  expect(
    await serverHealthSince(api.db, 'footer', 'c0ffeec0ffee', new Date(now.getTime() + 120_000)),
  ).toEqual({ rendered: 0, failed: 0 });
});
