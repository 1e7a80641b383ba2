import crypto from 'node:crypto';
import { sql } from 'kysely';
import {
  API_START_TIMEOUT_MS,
  sameDatabaseAs,
  startTestApi,
  type TestApi,
} from '../../test/testApi';
import { connectTestRedis, type TestRedis } from '../../test/testRedis';
import { signedVisitorId } from '../../http/visitorId';
import { BEACON_LIMIT_PER_MINUTE } from './beaconLimit';
import { signServedReleases } from './servedReleases';

/**
 * Scale-out (issue 28 item 3 with issue 17's REDIS_URL): two API processes behind one load
 * balancer, on one database and one Redis, count one client's beacons together. Needs the Redis of
 * the test machines (REDIS_URL, else 127.0.0.1:6379): without it this fails, never skips.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const URL = '/service/rum/api/beacons';
const sameOrigin = {
  origin: 'http://localhost',
  host: 'localhost',
  'content-type': 'text/plain;charset=UTF-8',
};
const CANARY = 'c0ffeec0ffee';
/** A DE page's beacon, with the releases its server signed (every process shares TOKEN_SECRET). */
const beaconOf = (api: TestApi) => ({
  site: 'DE',
  served: signServedReleases({ footer: CANARY }, 'DE', api.config.tokenSecret, new Date()),
  slots: [{ remote: 'footer', release: CANARY, event: 'loaded' }],
  vitals: [],
});

let redis: TestRedis;
let first: TestApi;
let second: TestApi;
beforeAll(async () => {
  // Fails loudly, naming the address, when there is no Redis.
  redis = await connectTestRedis('shared-beacon-limit');
  first = await startTestApi({ redisUrl: REDIS_URL });
  second = await startTestApi({
    redisUrl: REDIS_URL,
    tokenSecret: first.config.tokenSecret,
    ...sameDatabaseAs(first.config),
  });
}, 2 * API_START_TIMEOUT_MS);
afterAll(async () => {
  await second?.close();
  await first?.close();
  await redis?.close();
});

it('refuses the 121st beacon of one client within a minute, wherever it lands, and stores none of it', async () => {
  // A /64 of this run's own (shared Redis: other runs count other clients); its addresses are one client.
  const prefix = `2001:db8:${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}`;
  // Each beacon from a shopper of their own (the visitor id the server signed): each counts.
  const send = (api: TestApi, host: number) =>
    api.inject({
      method: 'POST',
      url: URL,
      headers: {
        ...sameOrigin,
        cookie: `sf_visitor=${signedVisitorId(crypto.randomBytes(16).toString('base64url'), first.config.tokenSecret)}`,
      },
      payload: JSON.stringify(beaconOf(api)),
      remoteAddress: `${prefix}::${host}`,
    });
  const statuses: number[] = [];
  for (let n = 0; n < BEACON_LIMIT_PER_MINUTE; n += 1)
    statuses.push((await send(n % 2 === 0 ? first : second, n + 1)).statusCode);
  expect(statuses).toEqual(Array(BEACON_LIMIT_PER_MINUTE).fill(204));
  const refused = [await send(first, 1), await send(second, 999)];
  expect(refused.map((response) => response.statusCode)).toEqual([429, 429]);
  expect(refused[0]?.json()).toMatchObject({ type: 'urn:storefront:too-many-beacons' });
  expect(Number(refused[1]?.headers['retry-after'])).toBeGreaterThan(0);
  // Both processes wrote to the one database: exactly the allowed beacons' shoppers are there.
  const { total } = await first.db
    .selectFrom('rum_slot_visitors')
    .select(sql<number>`count(distinct visitor)`.as('total'))
    .executeTakeFirstOrThrow();
  expect(Number(total)).toBe(BEACON_LIMIT_PER_MINUTE);
  // Another client is not held back.
  expect(
    (
      await second.inject({
        method: 'POST',
        url: URL,
        headers: sameOrigin,
        payload: JSON.stringify(beaconOf(second)),
        remoteAddress: '2001:db8:ffff:ffff:1::1',
      })
    ).statusCode,
  ).toBe(204);
}, 60_000);

it(
  'keeps taking beacons, limited in the process, when Redis cannot be reached',
  async () => {
    const alone = await startTestApi({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const send = () =>
        alone.inject({
          method: 'POST',
          url: URL,
          headers: sameOrigin,
          payload: JSON.stringify(beaconOf(alone)),
          remoteAddress: '198.51.100.9',
        });
      const statuses: number[] = [];
      for (let n = 0; n <= BEACON_LIMIT_PER_MINUTE; n += 1)
        statuses.push((await send()).statusCode);
      expect(statuses).toEqual([...Array<number>(BEACON_LIMIT_PER_MINUTE).fill(204), 429]);
    } finally {
      await alone.close();
    }
  },
  API_START_TIMEOUT_MS,
);
