import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { apiConfigFromEnv } from '../../config';
import { signedVisitorId } from '../../http/visitorId';
import { BEACON_LIMIT_PER_MINUTE } from './beaconLimit';
import { addSlotReports, purgeOnceAMinute, slotHealthSince } from './aggregates';
import { onBeaconAccepted, onBeaconReportsDropped } from './beaconListeners';
import { BEACON_MAX_SLOTS } from './beaconSchema';
import { signServedReleases } from './servedReleases';
import { addVitalReports, vitalsSince } from './vitals';

/** Health from real shoppers: the beacon endpoint on the real API and database. */
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
const CANARY = 'c0ffeec0ffee';
/** What the server signed into a DE page that was served the footer's canary and the local cart. */
const served = (
  releases: Record<string, string> = { footer: CANARY, cart: 'local' },
  site = 'DE',
) => signServedReleases(releases, site, api.config.tokenSecret, new Date());
const slots = [
  { remote: 'footer', release: CANARY, event: 'loaded' },
  { remote: 'footer', release: CANARY, event: 'render_error' },
  { remote: 'cart', release: 'local', event: 'loaded' },
] as const;
const beaconOf = (token: string | null = served()) => ({
  site: 'DE',
  ...(token === null ? {} : { served: token }),
  slots,
  vitals: [{ name: 'LCP', value: 1200 }],
});
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
const stored = () => api.db.selectFrom('rum_slot_visitors').selectAll().execute();
const lastMinute = () => new Date(Date.now() - 60_000);

it('counts each shopper once per release and event, however many beacons they send, and tells this process’s listeners', async () => {
  const heard: unknown[] = [];
  const stop = onBeaconAccepted((accepted) => heard.push(accepted));
  const beacon = beaconOf();
  expect((await send(beacon)).statusCode).toBe(204);
  expect((await send(beacon)).statusCode).toBe(204);
  expect(await slotHealthSince(api.db, 'footer', CANARY, lastMinute())).toEqual({
    loaded: 1,
    loadFailures: 0,
    renderErrors: 1,
  });
  // Another address, and two shoppers behind one address with the visitor ids the server signed.
  expect((await send(beacon, sameOrigin, '10.0.0.2')).statusCode).toBe(204);
  for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB'])
    expect(
      (
        await send(beacon, {
          ...sameOrigin,
          cookie: `sf_visitor=${signedVisitorId(id, api.config.tokenSecret)}`,
        })
      ).statusCode,
    ).toBe(204);
  stop();
  expect((await slotHealthSince(api.db, 'footer', CANARY, lastMinute())).loaded).toBe(4);
  expect(await slotHealthSince(api.db, 'cart', 'local', lastMinute(), 'AT')).toEqual({
    loaded: 0,
    loadFailures: 0,
    renderErrors: 0,
  });
  expect(heard).toHaveLength(5);
  // No address, no visitor id, no page: the shopper only as a keyed hash.
  const rows = await stored();
  expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
    'event',
    'minute',
    'release',
    'remote',
    'site',
    'visitor',
  ]);
  for (const row of rows) {
    expect(row.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toMatch(/10\.0\.0|AAAA|BBBB/);
  }
});

it('drops 1,000 failure reports for a canary the client was never served, and 10,000 made-up releases: nothing stored, no series, every one counted', async () => {
  const dropped: [string, number][] = [];
  const stop = onBeaconReportsDropped((reason, count) => dropped.push([reason, count]));
  // What the metrics count (a Prometheus series per remote, release and event): none of these.
  const counted: unknown[] = [];
  const stopCounting = onBeaconAccepted((accepted) => counted.push(...accepted.slots));
  // This client was served the live footer (local): its page's signature does not name the canary.
  const livePage = served({ footer: 'local', cart: 'local' });
  const forged = Array.from({ length: BEACON_MAX_SLOTS }, () => ({
    remote: 'footer',
    release: CANARY,
    event: 'load_failure',
  }));
  // One beacon per address, as a botnet would send them: the flood limit is not what stops them.
  const beacons = (reports: number) => Math.ceil(reports / BEACON_MAX_SLOTS);
  // Issue 52's proof: 1,000 forged failure reports, 10,000 made-up release ids (whole beacons of them).
  const FORGED_REPORTS = 1_000;
  const MADE_UP_RELEASES = 10_000;
  for (let index = 0; index < beacons(FORGED_REPORTS); index += 1)
    expect(
      (
        await send(
          { site: 'DE', served: livePage, slots: forged, vitals: [] },
          sameOrigin,
          `10.1.${Math.floor(index / 250)}.${index % 250}`,
        )
      ).statusCode,
    ).toBe(204);
  for (let index = 0; index < beacons(MADE_UP_RELEASES); index += 1) {
    const made = Array.from({ length: BEACON_MAX_SLOTS }, (_, slot) => ({
      remote: 'footer',
      release: (index * BEACON_MAX_SLOTS + slot).toString(16).padStart(12, '0'),
      event: 'loaded',
    }));
    expect(
      (
        await send(
          { site: 'DE', served: livePage, slots: made, vitals: [] },
          sameOrigin,
          `10.2.${Math.floor(index / 250)}.${index % 250}`,
        )
      ).statusCode,
    ).toBe(204);
  }
  stop();
  stopCounting();
  expect(counted).toEqual([]);
  expect(await stored()).toEqual([]);
  expect(await slotHealthSince(api.db, 'footer', CANARY, lastMinute())).toEqual({
    loaded: 0,
    loadFailures: 0,
    renderErrors: 0,
  });
  const total = dropped.reduce(
    (sum, [reason, count]) => sum + (reason === 'not-served' ? count : 0),
    0,
  );
  expect(total).toBe((beacons(FORGED_REPORTS) + beacons(MADE_UP_RELEASES)) * BEACON_MAX_SLOTS);
}, 60_000);

it('keeps each shopper’s worst INP and LCP for the release of the remote the browser pinned it on, as the page was served it', async () => {
  const heard: unknown[] = [];
  const stop = onBeaconAccepted((accepted) => heard.push(...accepted.vitals));
  const dropped: [string, number][] = [];
  const stopDrops = onBeaconReportsDropped((reason, count) => dropped.push([reason, count]));
  const page = served({ footer: CANARY, navigation: 'local' });
  const vitalsOf = (inp: number) => ({
    site: 'DE',
    served: page,
    slots: [],
    vitals: [
      { name: 'INP', value: inp, remote: 'footer' },
      { name: 'LCP', value: 2_100, remote: 'navigation' },
      { name: 'CLS', value: 0.3, remote: 'footer' },
      // The page's own: in the metrics, never a release's.
      { name: 'FCP', value: 800 },
      // A remote this page was not served: whose release would it be? Dropped, counted.
      { name: 'TTFB', value: 90, remote: 'cart' },
    ],
  });
  // The page reports INP again as it grows, then once more as it is hidden (a repeat).
  for (const inp of [120, 380, 380]) expect((await send(vitalsOf(inp))).statusCode).toBe(204);
  // A second shopper on the same canary.
  expect((await send(vitalsOf(300), sameOrigin, '10.0.0.9')).statusCode).toBe(204);
  stop();
  stopDrops();
  expect(await vitalsSince(api.db, 'footer', CANARY, lastMinute())).toEqual({
    INP: expect.arrayContaining([380, 300]) as unknown,
    LCP: [],
  });
  expect((await vitalsSince(api.db, 'footer', CANARY, lastMinute())).INP).toHaveLength(2);
  expect(await vitalsSince(api.db, 'navigation', 'local', lastMinute(), 'DE')).toEqual({
    INP: [],
    LCP: [2_100, 2_100],
  });
  expect(await vitalsSince(api.db, 'navigation', 'local', lastMinute(), 'AT')).toEqual({
    INP: [],
    LCP: [],
  });
  // CLS is kept per release too (its dashboards), though the verdict reads INP and LCP.
  expect(
    await api.db
      .selectFrom('rum_vital_visitors')
      .select('vital')
      .where('vital', '=', 'CLS')
      .execute(),
  ).toHaveLength(2);
  expect(dropped).toEqual(Array.from({ length: 4 }, () => ['not-served', 1]));
  expect(heard).toContainEqual({ name: 'INP', value: 380, remote: 'footer', release: CANARY });
  expect(heard).toContainEqual({ name: 'FCP', value: 800 });
  expect(heard).not.toContainEqual(expect.objectContaining({ remote: 'cart' }));
});

it('stores no vital of a beacon whose served releases are missing or forged, and counts them dropped', async () => {
  const dropped: [string, number][] = [];
  const stop = onBeaconReportsDropped((reason, count) => dropped.push([reason, count]));
  const pinned = [{ name: 'INP', value: 9_000, remote: 'footer' }];
  expect((await send({ site: 'DE', slots: [], vitals: pinned })).statusCode).toBe(403);
  expect((await send({ site: 'DE', served: 'x.y', slots: [], vitals: pinned })).statusCode).toBe(
    403,
  );
  stop();
  expect(dropped).toEqual([
    ['unsigned', 1],
    ['signature', 1],
  ]);
  expect(await api.db.selectFrom('rum_vital_visitors').selectAll().execute()).toEqual([]);
});

it.each([
  ['without served releases', () => beaconOf(null), 'unsigned'],
  [
    'signed with a key of its own',
    () =>
      beaconOf(
        signServedReleases(
          { footer: CANARY },
          'DE',
          'a-secret-the-client-made-up-32-bytes',
          new Date(),
        ),
      ),
    'signature',
  ],
  ['signed for another site', () => beaconOf(served({ footer: CANARY }, 'AT')), 'signature'],
  [
    'whose releases were changed after signing',
    () => {
      const [claims, signature] = served({ footer: 'local' }).split('.');
      const changed = Buffer.from(
        Buffer.from(claims ?? '', 'base64url')
          .toString()
          .replace('local', CANARY),
      ).toString('base64url');
      return beaconOf(`${changed}.${signature}`);
    },
    'signature',
  ],
  [
    'signed more than a day ago',
    () =>
      beaconOf(
        signServedReleases(
          { footer: CANARY },
          'DE',
          api.config.tokenSecret,
          new Date(Date.now() - 25 * 3600_000),
        ),
      ),
    'expired',
  ],
  ['with a malformed signature', () => beaconOf('x.y.z'), 'signature'],
])(
  'refuses a beacon %s with 403, stores nothing and counts its reports',
  async (_case, body, reason) => {
    const dropped: [string, number][] = [];
    const stop = onBeaconReportsDropped((why, count) => dropped.push([why, count]));
    const response = await send(body());
    stop();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: 'urn:storefront:beacon-not-served' });
    expect(await stored()).toEqual([]);
    expect(dropped).toEqual([[reason, slots.length]]);
  },
);

it('purges slot and vital rows older than a day', async () => {
  const vital = { name: 'INP', value: 200, remote: 'footer', release: CANARY } as const;
  const old = new Date(Date.now() - 25 * 3600_000);
  await addSlotReports(api.db, { site: 'DE', slots: [slots[0]] }, 'a'.repeat(32), old);
  await addVitalReports(api.db, { site: 'DE', vitals: [vital] }, 'a'.repeat(32), old);
  await addSlotReports(api.db, { site: 'DE', slots: [slots[2]] }, 'b'.repeat(32), lastMinute());
  await addVitalReports(api.db, { site: 'DE', vitals: [vital] }, 'b'.repeat(32), lastMinute());
  // One purge a minute per process (beacons and hosts' flushes call it): a later clock runs it.
  await purgeOnceAMinute(api.db, new Date(Date.now() + 2 * 60_000));
  const visitors = async (table: 'rum_slot_visitors' | 'rum_vital_visitors') =>
    new Set((await api.db.selectFrom(table).select('visitor').execute()).map((row) => row.visitor));
  expect(await visitors('rum_slot_visitors')).toEqual(new Set(['b'.repeat(32)]));
  expect(await visitors('rum_vital_visitors')).toEqual(new Set(['b'.repeat(32)]));
});

it('purges after RUM_RETENTION_HOURS when it is set, whole hours only', async () => {
  const env = { DATABASE_FILE: api.config.databaseFile };
  expect(apiConfigFromEnv({ ...env, RUM_RETENTION_HOURS: '1' }).rumRetentionS).toBe(3600);
  expect(apiConfigFromEnv(env).rumRetentionS).toBeUndefined();
  for (const wrong of ['0', '0.5', 'a day'])
    expect(() => apiConfigFromEnv({ ...env, RUM_RETENTION_HOURS: wrong })).toThrow(
      `RUM_RETENTION_HOURS wants whole hours, at least 1 (default 24), not ${JSON.stringify(wrong)}`,
    );
  await api.close();
  api = await startTestApi({ rumRetentionS: 3600 });
  const vital = { name: 'LCP', value: 2_000, remote: 'footer', release: CANARY } as const;
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  await addVitalReports(api.db, { site: 'DE', vitals: [vital] }, 'a'.repeat(32), twoHoursAgo);
  await addVitalReports(api.db, { site: 'DE', vitals: [vital] }, 'b'.repeat(32), lastMinute());
  // Past the last test's purge by more than its minute.
  await purgeOnceAMinute(api.db, new Date(Date.now() + 4 * 60_000), api.config.rumRetentionS);
  expect(
    (await api.db.selectFrom('rum_vital_visitors').select('visitor').execute()).map(
      (row) => row.visitor,
    ),
  ).toEqual(['b'.repeat(32)]);
});

it.each([
  ['not JSON', '{"site":', 400],
  [
    'a field the schema does not know (an e-mail address)',
    { ...beaconOf('x.y'), email: 'ada@example.com' },
    400,
  ],
  [
    'an unknown remote',
    { ...beaconOf('x.y'), slots: [{ remote: 'header', release: 'local', event: 'loaded' }] },
    400,
  ],
  [
    'a release that is no id',
    { ...beaconOf('x.y'), slots: [{ remote: 'footer', release: '../x', event: 'loaded' }] },
    400,
  ],
  ['a vital out of range', { ...beaconOf('x.y'), vitals: [{ name: 'LCP', value: -1 }] }, 400],
  [
    'more slot reports than a page has',
    { ...beaconOf('x.y'), slots: Array.from({ length: BEACON_MAX_SLOTS + 1 }, () => slots[0]) },
    400,
  ],
  ['an oversized beacon', { ...beaconOf('x.y'), padding: 'x'.repeat(5_000) }, 413],
  ['served releases longer than any page’s', beaconOf('x'.repeat(1_025)), 400],
])('refuses %s and stores nothing', async (_case, body, status) => {
  const response = await send(body);
  expect(response.statusCode).toBe(status);
  expect(await stored()).toEqual([]);
});

it('refuses a beacon from another site and one with no origin at all', async () => {
  const beacon = beaconOf();
  expect((await send(beacon, { ...sameOrigin, origin: 'https://evil.example' })).statusCode).toBe(
    403,
  );
  expect((await send(beacon, { host: 'localhost', 'content-type': 'text/plain' })).statusCode).toBe(
    403,
  );
  expect(await stored()).toEqual([]);
});

it('refuses a flood from one address with 429 and stores none of it, other addresses still count', async () => {
  const beacon = beaconOf();
  for (let i = 0; i < BEACON_LIMIT_PER_MINUTE; i++)
    expect((await send(beacon)).statusCode).toBe(204);
  const flooded = await send(beacon);
  expect(flooded.statusCode).toBe(429);
  expect(flooded.json()).toMatchObject({ type: 'urn:storefront:too-many-beacons' });
  expect((await slotHealthSince(api.db, 'footer', CANARY, lastMinute())).loaded).toBe(1);
  expect((await send(beacon, sameOrigin, '10.0.0.2')).statusCode).toBe(204);
  expect((await slotHealthSince(api.db, 'footer', CANARY, lastMinute())).loaded).toBe(2);
  expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
});

it('counts a flood of malformed beacons too, and an IPv6 /64 as one client', async () => {
  const beacon = beaconOf();
  for (let i = 0; i < BEACON_LIMIT_PER_MINUTE; i++)
    expect(
      (await send('{"site":', sameOrigin, `2001:db8:0:1::${(i + 1).toString(16)}`)).statusCode,
    ).toBe(400);
  expect((await send(beacon, sameOrigin, '2001:db8:0:1:ffff::1')).statusCode).toBe(429);
  expect(await stored()).toEqual([]);
  expect((await send(beacon, sameOrigin, '2001:db8:0:2::1')).statusCode).toBe(204);
});
