import { Redis } from 'ioredis';

/**
 * Two clients on the Redis of the test machines (REDIS_URL, else 127.0.0.1:6379), standing in for
 * two processes, and a key prefix of this run. Without Redis it throws: a test of state shared by
 * several processes must fail loudly in CI, never pass without having shown it.
 */
export interface TestRedis {
  processA: Redis;
  processB: Redis;
  prefix: string;
  /** Deletes this run's keys and closes both clients. */
  close(): Promise<void>;
}

export async function connectTestRedis(purpose: string): Promise<TestRedis> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test:${purpose}:${process.pid}:${Date.now()}`;
  const connect = () =>
    new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 1, lazyConnect: true });
  const [processA, processB] = [connect(), connect()];
  await Promise.all([processA.connect(), processB.connect()]).catch((error: unknown) => {
    throw new Error(
      `Redis at ${url} is needed by this test (${purpose}) and could not be reached: ${String(error)}`,
    );
  });
  return {
    processA,
    processB,
    prefix,
    async close() {
      const keys = await processA.keys(`${prefix}*`);
      if (keys.length > 0) await processA.del(...keys);
      await Promise.all([processA.quit(), processB.quit()]);
    },
  };
}
