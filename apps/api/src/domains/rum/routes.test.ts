import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { BEACON_LIMIT_PER_MINUTE } from './beaconLimit';
import { slotHealthSince } from './aggregates';
import { onBeaconAccepted } from './beaconListeners';
import { BEACON_MAX_SLOTS } from './beaconSchema';

/** Health from real shoppers (issue 28, item 3): the beacon endpoint on the real API and database. */
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterEach(() => api.close());

const URL = '/service/rum/api/beacons';
const sameOrigin = {
  origin: 'http://localhost',
  host: 'localhost',
  'content-type': 'text/plain;charset=UTF-8',
};
const beacon = {
  site: 'DE',
  slots: [
    { remote: 'footer', release: 'c0ffeec0ffee', event: 'loaded' },
    { remote: 'footer', release: 'c0ffeec0ffee', event: 'render_error' },
    { remote: 'cart', release: 'local', event: 'loaded' },
  ],
  vitals: [{ name: 'LCP', value: 1200 }],
};
const send = (
  body: unknown,
  headers: Record<string, string> = sameOrigin,
  remoteAddress = '10.0.0.1',
) =>
  api.inject({
    method: 'POST',
    url: URL,
    headers,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });
const stored = () => api.db.selectFrom('rum_slot_health').selectAll().execute();

it('adds a beacon’s reports to the per-minute counts, and tells this process’s listeners', async () => {
  const heard: unknown[] = [];
  const stop = onBeaconAccepted((accepted) => heard.push(accepted));
  expect((await send(beacon)).statusCode).toBe(204);
  expect((await send(beacon)).statusCode).toBe(204);
  stop();
  expect(
    await slotHealthSince(api.db, 'footer', 'c0ffeec0ffee', new Date(Date.now() - 60_000)),
  ).toEqual({ loaded: 2, loadFailures: 0, renderErrors: 2 });
  expect(
    await slotHealthSince(api.db, 'cart', 'local', new Date(Date.now() - 60_000), 'AT'),
  ).toEqual({ loaded: 0, loadFailures: 0, renderErrors: 0 });
  expect(heard).toHaveLength(2);
  // Counts only: no address, no visitor, no page.
  expect(Object.keys((await stored())[0] ?? {}).sort()).toEqual([
    'count',
    'event',
    'minute',
    'release',
    'remote',
    'site',
  ]);
});

it.each([
  ['not JSON', '{"site":', 400],
  [
    'a field the schema does not know (an e-mail address)',
    { ...beacon, email: 'ada@example.com' },
    400,
  ],
  [
    'an unknown remote',
    { ...beacon, slots: [{ remote: 'header', release: 'local', event: 'loaded' }] },
    400,
  ],
  [
    'a release that is no id',
    { ...beacon, slots: [{ remote: 'footer', release: '../x', event: 'loaded' }] },
    400,
  ],
  ['a vital out of range', { ...beacon, vitals: [{ name: 'LCP', value: -1 }] }, 400],
  [
    'more slot reports than a page has',
    { ...beacon, slots: Array.from({ length: BEACON_MAX_SLOTS + 1 }, () => beacon.slots[0]) },
    400,
  ],
  ['an oversized beacon', { ...beacon, padding: 'x'.repeat(5_000) }, 413],
])('refuses %s and stores nothing', async (_case, body, status) => {
  const response = await send(body);
  expect(response.statusCode).toBe(status);
  expect(await stored()).toEqual([]);
});

it('refuses a beacon from another site and one with no origin at all', async () => {
  expect((await send(beacon, { ...sameOrigin, origin: 'https://evil.example' })).statusCode).toBe(
    403,
  );
  expect((await send(beacon, { host: 'localhost', 'content-type': 'text/plain' })).statusCode).toBe(
    403,
  );
  expect(await stored()).toEqual([]);
});

it('refuses a flood from one address with 429 and stores none of it, other addresses still count', async () => {
  for (let i = 0; i < BEACON_LIMIT_PER_MINUTE; i++)
    expect((await send(beacon)).statusCode).toBe(204);
  const flooded = await send(beacon);
  expect(flooded.statusCode).toBe(429);
  expect(flooded.json()).toMatchObject({ type: 'urn:storefront:too-many-beacons' });
  expect(
    (await slotHealthSince(api.db, 'footer', 'c0ffeec0ffee', new Date(Date.now() - 60_000))).loaded,
  ).toBe(BEACON_LIMIT_PER_MINUTE);
  expect((await send(beacon, sameOrigin, '10.0.0.2')).statusCode).toBe(204);
  expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
});

it('counts a flood of malformed beacons too, and an IPv6 /64 as one client', async () => {
  for (let i = 0; i < BEACON_LIMIT_PER_MINUTE; i++)
    expect(
      (await send('{"site":', sameOrigin, `2001:db8:0:1::${(i + 1).toString(16)}`)).statusCode,
    ).toBe(400);
  expect((await send(beacon, sameOrigin, '2001:db8:0:1:ffff::1')).statusCode).toBe(429);
  expect(await stored()).toEqual([]);
  expect((await send(beacon, sameOrigin, '2001:db8:0:2::1')).statusCode).toBe(204);
});
