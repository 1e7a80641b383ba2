import { Redis } from 'ioredis';
import { connectTestRedis, type TestRedis } from '../../test/testRedis';
import { backOffS, createLoginThrottle, LOGIN_THROTTLE, type ThrottleKey } from './loginThrottle';

const account: ThrottleKey = {
  key: 'account:DE:anna@example.test',
  freeFailures: LOGIN_THROTTLE.freeFailuresPerAccountAndClient,
};
const client: ThrottleKey = {
  key: 'client:203.0.113.7',
  freeFailures: LOGIN_THROTTLE.freeFailuresPerClient,
};
const otherAccount: ThrottleKey = { ...account, key: 'account:DE:ben@example.test' };

describe('back-off', () => {
  it('is free for the first failures, then doubles up to the ceiling', () => {
    const free = LOGIN_THROTTLE.freeFailuresPerAccountAndClient;
    expect([free, free + 1, free + 2, free + 3, free + 4].map((n) => backOffS(n, free))).toEqual([
      0, 1, 2, 4, 8,
    ]);
    expect(backOffS(free + 40, free)).toBe(LOGIN_THROTTLE.maxDelayS);
  });
});

describe('login throttle in one process', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('lets the free failures through, then makes each next attempt wait twice as long', async () => {
    const throttle = createLoginThrottle('test');
    for (let n = 0; n < LOGIN_THROTTLE.freeFailuresPerAccountAndClient; n += 1) {
      expect(await throttle.check([account])).toEqual({ allowed: true });
      await throttle.failed([account]);
    }
    expect(await throttle.check([account])).toEqual({ allowed: true });
    await throttle.failed([account]);
    expect(await throttle.check([account])).toEqual({ allowed: false, retryAfterS: 1 });
    jest.advanceTimersByTime(1000);
    expect(await throttle.check([account])).toEqual({ allowed: true });
    await throttle.failed([account]);
    expect(await throttle.check([account])).toEqual({ allowed: false, retryAfterS: 2 });
    jest.advanceTimersByTime(1999);
    expect((await throttle.check([account])).allowed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await throttle.check([account])).toEqual({ allowed: true });
  });

  it('clears an account with a successful login, but not the client that guessed', async () => {
    const throttle = createLoginThrottle('test');
    const tight = { ...client, freeFailures: 2 };
    for (let n = 0; n < 8; n += 1) await throttle.failed([account, tight]);
    expect((await throttle.check([account])).allowed).toBe(false);
    await throttle.succeeded(account, tight);
    expect(await throttle.check([account])).toEqual({ allowed: true });
    expect((await throttle.check([account, tight])).allowed).toBe(false);
  });

  it('counts an attempt before the password is checked, so simultaneous attempts see each other', async () => {
    const throttle = createLoginThrottle('test');
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => throttle.attempt([account])),
    );
    expect(decisions.filter((decision) => decision.allowed).length).toBeLessThanOrEqual(
      LOGIN_THROTTLE.freeFailuresPerAccountAndClient + 1,
    );
  });

  it('neither counts nor lengthens the wait for an attempt refused while waiting (issue 29 item 2)', async () => {
    const throttle = createLoginThrottle('test');
    for (let n = 0; n <= LOGIN_THROTTLE.freeFailuresPerAccountAndClient; n += 1)
      await throttle.attempt([account]);
    expect(await throttle.check([account])).toEqual({ allowed: false, retryAfterS: 1 });
    for (let n = 0; n < 25; n += 1)
      expect(await throttle.attempt([account])).toEqual({ allowed: false, retryAfterS: 1 });
    jest.advanceTimersByTime(1000);
    // The next attempt is looked at; only it (a failure) doubles the wait.
    expect(await throttle.attempt([account])).toEqual({ allowed: true, failedBefore: true });
    expect(await throttle.check([account])).toEqual({ allowed: false, retryAfterS: 2 });
  });

  it('says whether an attempt let through comes from a client that failed before (its password check waits behind clean ones)', async () => {
    const throttle = createLoginThrottle('test');
    expect(await throttle.attempt([account, client])).toEqual({
      allowed: true,
      failedBefore: false,
    });
    expect(await throttle.attempt([otherAccount, client])).toEqual({
      allowed: true,
      failedBefore: true,
    });
  });

  it('steps an account up across clients after many failures everywhere: one check a second, never a lockout (issue 58, item 7)', async () => {
    const throttle = createLoginThrottle('test');
    const owner = 'DE:anna@example.test';
    const from = (address: number): ThrottleKey[] => [
      { ...account, key: `${account.key}|client:198.51.100.${address}` },
      { ...client, key: `client:198.51.100.${address}` },
    ];
    // Many addresses, one wrong password each: no client and no account-and-client key waits.
    for (let n = 0; n < LOGIN_THROTTLE.stepUpAfterAccountFailures; n += 1)
      expect((await throttle.attempt(from(n), owner)).allowed).toBe(true);
    // Stepped up: the next check goes ahead, one more within the same second waits, whoever asks.
    expect((await throttle.attempt(from(100), owner)).allowed).toBe(true);
    expect(await throttle.attempt(from(101), owner)).toEqual({ allowed: false, retryAfterS: 1 });
    // A second later the owner, from home, is looked at again: a step-up, never a lockout.
    jest.advanceTimersByTime(1000);
    expect((await throttle.attempt(from(200), owner)).allowed).toBe(true);
    // Another account is not touched.
    expect((await throttle.attempt(from(101), 'DE:ben@example.test')).allowed).toBe(true);
  });

  it('takes the counted attempt back for a right password', async () => {
    const throttle = createLoginThrottle('test');
    const keys = [account, client];
    for (let n = 0; n < 3; n += 1) await throttle.attempt(keys);
    await throttle.succeeded(account, client);
    // The account starts afresh; the client keeps the two wrong ones, not the right one.
    for (let n = 0; n < LOGIN_THROTTLE.freeFailuresPerAccountAndClient; n += 1)
      expect(await throttle.attempt([account])).toEqual({ allowed: true, failedBefore: n > 0 });
    for (let n = 0; n < LOGIN_THROTTLE.freeFailuresPerClient - 2; n += 1)
      await throttle.failed([client]);
    expect(await throttle.check([client])).toEqual({ allowed: true });
    await throttle.failed([client]);
    expect((await throttle.check([client])).allowed).toBe(false);
  });

  it('forgets failures a while after the last one', async () => {
    const throttle = createLoginThrottle('test');
    for (let n = 0; n < LOGIN_THROTTLE.freeFailuresPerAccountAndClient; n += 1)
      await throttle.failed([account]);
    jest.advanceTimersByTime(LOGIN_THROTTLE.failureMemoryS * 1000 + 1);
    await throttle.failed([account]);
    expect(await throttle.check([account])).toEqual({ allowed: true });
  });
});

/**
 * Against the Redis these machines run (REDIS_URL, else 127.0.0.1:6379). Not skipped when it is
 * missing: CI must fail loudly, since scale-out's shared throttling would otherwise go untested.
 */
describe('login throttle shared through Redis', () => {
  let redis: TestRedis;
  let redisA: Redis;
  let redisB: Redis;
  let prefix: string;

  beforeAll(async () => {
    redis = await connectTestRedis('login-throttle');
    ({ processA: redisA, processB: redisB, prefix } = redis);
  });
  afterAll(() => redis.close());

  it('counts failures across processes: two throttles on one Redis allow the free failures once', async () => {
    const processA = createLoginThrottle(prefix, redisA);
    const processB = createLoginThrottle(prefix, redisB);
    for (let n = 0; n < LOGIN_THROTTLE.freeFailuresPerAccountAndClient; n += 1)
      await (n % 2 === 0 ? processA : processB).failed([account]);
    expect(await processB.check([account])).toEqual({ allowed: true });
    await processA.failed([account]);
    expect(await processB.check([account])).toEqual({ allowed: false, retryAfterS: 1 });
    await processB.succeeded(account, client);
    expect(await processA.check([account])).toEqual({ allowed: true });
  });

  it('lets one attempt past the free failures go ahead when two processes are guessed at the same moment', async () => {
    const target: ThrottleKey = {
      key: `account:DE:simultaneous-${Date.now()}@example.test`,
      freeFailures: LOGIN_THROTTLE.freeFailuresPerAccountAndClient,
    };
    const processA = createLoginThrottle(prefix, redisA);
    const processB = createLoginThrottle(prefix, redisB);
    const decisions = await Promise.all(
      Array.from({ length: 24 }, (_, n) => (n % 2 === 0 ? processA : processB).attempt([target])),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(
      LOGIN_THROTTLE.freeFailuresPerAccountAndClient + 1,
    );
  });

  it('keeps counting in the process when Redis is unreachable, instead of refusing every login', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    try {
      const throttle = createLoginThrottle(prefix, unreachable);
      for (let n = 0; n <= LOGIN_THROTTLE.freeFailuresPerAccountAndClient; n += 1)
        await throttle.failed([account]);
      expect(await throttle.check([account])).toEqual({ allowed: false, retryAfterS: 1 });
    } finally {
      unreachable.disconnect();
    }
  });
});
