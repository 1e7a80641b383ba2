import type { Redis } from 'ioredis';
import { fixedWindowLimiter, takeOne, type LimitDecision } from '../../http/fixedWindowLimit';

/** Beacons one client may send per minute: a page sends one or two; an office behind one address sends a few dozen; more is a flood. */
export const BEACON_LIMIT_PER_MINUTE = 120;
/** The window the limit counts in (a fixed window per client, from its first beacon). */
export const BEACON_WINDOW_S = 60;

export type BeaconDecision = LimitDecision;

export interface BeaconLimit {
  /** Counts one beacon from this client (clientKeyOf: an IPv4 address or an IPv6 /64); refused once its window is used up. */
  take(client: string): Promise<BeaconDecision>;
}

/**
 * The beacon endpoint's flood limit. Without Redis (embedded
 * mode) each process counts on its own. With Redis (scale-out) every process counts together, so
 * N processes behind a load balancer do not allow N times the budget into the shared aggregates.
 * Should Redis be unreachable, each process counts on its own again (the insurance limiter), as the
 * login throttle and the sign-up limits do, and the API's Redis client logs the outage
 * (api.ts connectRedis): refusing every beacon would blind the automatic rollback to a canary's
 * failures, and letting every beacon through would leave a flood unbounded; counting per process
 * keeps a bound (N × the budget) and the shoppers' health data.
 */
export function createBeaconLimit(
  redis?: Redis,
  prefix = 'rum:beacons',
  perMinute = BEACON_LIMIT_PER_MINUTE,
): BeaconLimit {
  const limiter = fixedWindowLimiter(
    { keyPrefix: `${prefix}:client`, points: perMinute, durationS: BEACON_WINDOW_S },
    redis,
  );
  return { take: (client) => takeOne(limiter, client) };
}
