import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

/** A count's answer: allowed, or refused with the whole seconds until the key's window lets it in again (Retry-After). */
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterS: number };

export interface FixedWindow {
  /** The counts' key prefix in Redis (and their name in memory). */
  keyPrefix: string;
  /** How many one key may take per window. */
  points: number;
  /** The window's length: a fixed window per key, from its first count. */
  durationS: number;
}

/**
 * A limit counted in fixed windows. With Redis every process counts together, so N processes behind a
 * load balancer do not allow N times the limit; should Redis be unreachable, each process counts on
 * its own again (the insurance limiter) rather than refuse everyone or let everything through.
 * Without Redis (embedded mode) the counts are the process's own.
 */
export function fixedWindowLimiter(window: FixedWindow, redis?: Redis): RateLimiterAbstract {
  const options = {
    keyPrefix: window.keyPrefix,
    points: window.points,
    duration: window.durationS,
  };
  return redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
}

/** A limiter's wait in whole seconds for Retry-After: at least one, rounded up. */
export const retryAfterSOf = (msBeforeNext: number): number =>
  Math.max(1, Math.ceil(msBeforeNext / 1000));

/** Counts one for `key`; refused once the key's window is used up. */
export async function takeOne(limiter: RateLimiterAbstract, key: string): Promise<LimitDecision> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (rejection) {
    // The limiter refuses with a RateLimiterRes; anything else is a failure, not a refusal.
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { allowed: false, retryAfterS: retryAfterSOf(rejection.msBeforeNext) };
  }
}
