// Redis away and back (issue 55, item 5): the API keeps answering (its limits count in the process),
// readiness and the log say so, and it counts in Redis again once Redis answers. Redis is cut with a
// TCP relay the test owns, so the machine's shared Redis never stops. Needs that Redis (REDIS_URL,
// else 127.0.0.1:6379): unreachable, the test fails, it never skips.
import net from 'node:net';
import { pollUntil } from '@storefront/releases';
import { freePort } from '@storefront/testing';
import { ReadinessSchema } from '../domains/health/routes';
import { connectTestRedis } from './testRedis';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from './testApi';
import { DEMO_PASSWORD, demoEmail } from './demoAccounts';

/** A limit for waiting on the client's reconnect (ioredis tries at most every 2 s), not a budget. */
const RECONNECT_WAIT_MS = 15_000;

/** A relay to Redis on a port of its own: `cut()` is Redis gone (every connection ended, none taken). */
async function redisRelay(target: URL) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
    });
  await open();
  return { url: `redis://127.0.0.1:${port}`, open, cut };
}

let api: TestApi;
let relay: Awaited<ReturnType<typeof redisRelay>>;

beforeAll(async () => {
  const redis = await connectTestRedis('redis-outage');
  await redis.close();
  relay = await redisRelay(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'));
  api = await startTestApi({ redisUrl: relay.url });
}, API_START_TIMEOUT_MS);
afterAll(async () => {
  await api.close();
  await relay.cut();
});

const readiness = async () => {
  const response = await api.inject({ method: 'GET', url: '/service/health/ready' });
  return { status: response.statusCode, body: ReadinessSchema.parse(response.json()) };
};
const login = () =>
  api.inject({
    method: 'POST',
    url: '/service/login/api/v1/login',
    payload: { email: demoEmail('DE'), password: DEMO_PASSWORD },
    headers: { 'x-hunter-site': 'DE' },
  });

it(
  'keeps logging shoppers in while Redis is away, says so in readiness, and is whole again once Redis is back',
  async () => {
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
    await relay.cut();
    // Still in rotation: every host lost the same Redis, and each counts on its own meanwhile.
    await pollUntil(
      RECONNECT_WAIT_MS,
      readiness,
      (answer) => answer.body.degraded?.includes('redis') === true,
      'readiness names Redis as away',
    );
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', degraded: ['redis'] },
    });
    expect((await login()).statusCode).toBe(200);
    await relay.open();
    await pollUntil(
      RECONNECT_WAIT_MS,
      readiness,
      (answer) => answer.body.degraded === undefined,
      'readiness whole again once Redis answers',
    );
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await login()).statusCode).toBe(200);
  },
  RECONNECT_WAIT_MS * 2,
);
