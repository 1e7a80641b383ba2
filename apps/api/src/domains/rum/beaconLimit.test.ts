import { Redis } from 'ioredis';
import { BEACON_LIMIT_PER_MINUTE, BEACON_WINDOW_S, createBeaconLimit } from './beaconLimit';

/** The beacon endpoint's flood limit (issue 28 item 3); shared through Redis: sharedBeaconLimit.test.ts. */
describe('beacon limit in one process', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('allows 120 beacons a minute per client, then says how long to wait; other clients and the next minute count afresh', async () => {
    expect(BEACON_LIMIT_PER_MINUTE).toBe(120);
    const limit = createBeaconLimit();
    for (let n = 0; n < BEACON_LIMIT_PER_MINUTE; n += 1)
      expect(await limit.take('203.0.113.7')).toEqual({ allowed: true });
    expect(await limit.take('203.0.113.7')).toEqual({
      allowed: false,
      retryAfterS: BEACON_WINDOW_S,
    });
    expect(await limit.take('203.0.113.8')).toEqual({ allowed: true });
    jest.advanceTimersByTime((BEACON_WINDOW_S - 1) * 1000);
    expect(await limit.take('203.0.113.7')).toEqual({ allowed: false, retryAfterS: 1 });
    jest.advanceTimersByTime(1000);
    expect(await limit.take('203.0.113.7')).toEqual({ allowed: true });
  });

  it('keeps counting in the process when Redis is unreachable, instead of refusing every beacon or letting a flood through', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    try {
      const limit = createBeaconLimit(unreachable, 'test:beacons-unreachable');
      for (let n = 0; n < BEACON_LIMIT_PER_MINUTE; n += 1)
        expect(await limit.take('198.51.100.2')).toEqual({ allowed: true });
      expect((await limit.take('198.51.100.2')).allowed).toBe(false);
    } finally {
      unreachable.disconnect();
    }
  });
});
