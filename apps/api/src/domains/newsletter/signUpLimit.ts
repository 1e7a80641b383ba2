import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { NewsletterSettings } from './settings';

export type SignUpDecision = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * Sign-ups per client address and per recipient (each sign-up may send a double-opt-in mail, so
 * one address must not be flooded from many clients either), counted in fixed windows. With Redis
 * every process counts together (N processes do not allow N times the limit); should Redis be
 * unreachable, each process counts on its own (insurance limiter) instead of refusing sign-ups.
 * Without Redis (embedded mode) the counts are the process's own.
 */
export class SignUpLimit {
  constructor(
    private readonly perClient: RateLimiterAbstract,
    private readonly perRecipient: RateLimiterAbstract,
  ) {}

  /** Counts one sign-up from this client; refused once the client used up its window. */
  client(address: string): Promise<SignUpDecision> {
    return consume(this.perClient, address);
  }

  /** Counts one sign-up for this recipient on this site; refused once the recipient's window is used up. */
  recipient(site: string, email: string): Promise<SignUpDecision> {
    return consume(this.perRecipient, `${site}:${email.trim().toLowerCase()}`);
  }
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<SignUpDecision> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}

export function createSignUpLimit(settings: NewsletterSettings, redis?: Redis, prefix = 'newsletter:sign-up'): SignUpLimit {
  const options = (name: string, points: number) => ({ keyPrefix: `${prefix}:${name}`, points, duration: settings.signUpWindowS });
  const limiter = (name: string, points: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          ...options(name, points),
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options(name, points)),
        })
      : new RateLimiterMemory(options(name, points));
  return new SignUpLimit(limiter('client', settings.signUpLimit), limiter('recipient', settings.signUpLimitPerRecipient));
}
