import { Redis } from 'ioredis';
import { connectTestRedis, type TestRedis } from '../../test/testRedis';
import { createSignUpLimit } from './signUpLimit';

const settings = { signUpLimit: 3, signUpLimitPerRecipient: 2, signUpWindowS: 600 };

describe('sign-up limit in one process', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('allows the configured sign-ups per client and per recipient in a window, then says how long to wait', async () => {
    const limit = createSignUpLimit(settings);
    for (let n = 0; n < 3; n += 1)
      expect(await limit.client('203.0.113.7')).toEqual({ allowed: true });
    expect(await limit.client('203.0.113.7')).toEqual({ allowed: false, retryAfterS: 600 });
    expect(await limit.client('203.0.113.8')).toEqual({ allowed: true });
    expect(await limit.recipient('DE', 'anna@example.com')).toEqual({ allowed: true });
    expect(await limit.recipient('DE', ' Anna@Example.com ')).toEqual({ allowed: true });
    expect(await limit.recipient('DE', 'anna@example.com')).toEqual({
      allowed: false,
      retryAfterS: 600,
    });
    expect(await limit.recipient('AT', 'anna@example.com')).toEqual({ allowed: true });
    jest.advanceTimersByTime(600_000);
    expect(await limit.client('203.0.113.7')).toEqual({ allowed: true });
  });
});

/**
 * Needs the Redis of the test machines (127.0.0.1:6379, or REDIS_URL): without it these tests fail
 * loudly rather than pass without having shown that the processes count together.
 */
describe('sign-up limit shared through Redis', () => {
  let redis: TestRedis;
  let redisA: Redis;
  let redisB: Redis;
  let prefix: string;

  beforeAll(async () => {
    redis = await connectTestRedis('sign-up-limit');
    ({ processA: redisA, processB: redisB, prefix } = redis);
  });
  afterAll(() => redis.close());

  it('counts the sign-ups of two processes together, per client and per recipient', async () => {
    const processA = createSignUpLimit(settings, redisA, prefix);
    const processB = createSignUpLimit(settings, redisB, prefix);
    expect(await processA.client('198.51.100.1')).toEqual({ allowed: true });
    expect(await processB.client('198.51.100.1')).toEqual({ allowed: true });
    expect(await processA.client('198.51.100.1')).toEqual({ allowed: true });
    expect((await processB.client('198.51.100.1')).allowed).toBe(false);
    expect(await processA.recipient('PL', 'jan@example.com')).toEqual({ allowed: true });
    expect(await processB.recipient('PL', 'jan@example.com')).toEqual({ allowed: true });
    expect((await processA.recipient('PL', 'jan@example.com')).allowed).toBe(false);
  });

  it('keeps counting in the process when Redis is unreachable, instead of refusing every sign-up', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    try {
      const limit = createSignUpLimit(settings, unreachable, prefix);
      for (let n = 0; n < 3; n += 1)
        expect(await limit.client('198.51.100.2')).toEqual({ allowed: true });
      expect((await limit.client('198.51.100.2')).allowed).toBe(false);
    } finally {
      unreachable.disconnect();
    }
  });
});
