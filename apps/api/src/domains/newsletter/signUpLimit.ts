import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { fixedWindowLimiter, takeOne, type LimitDecision } from '../../http/fixedWindowLimit';
import type { NewsletterSettings } from './settings';

export type SignUpDecision = LimitDecision;

/**
 * Sign-ups per client address and per recipient (each sign-up may send a double-opt-in mail, so
 * one address must not be flooded from many clients either), counted in fixed windows, together
 * across processes with Redis (fixedWindowLimiter): an unreachable Redis never refuses sign-ups.
 */
export class SignUpLimit {
  constructor(
    private readonly perClient: RateLimiterAbstract,
    private readonly perRecipient: RateLimiterAbstract,
  ) {}

  /** Counts one sign-up from this client; refused once the client used up its window. */
  client(address: string): Promise<SignUpDecision> {
    return takeOne(this.perClient, address);
  }

  /** Counts one sign-up for this recipient on this site; refused once the recipient's window is used up. */
  recipient(site: string, email: string): Promise<SignUpDecision> {
    return takeOne(this.perRecipient, `${site}:${email.trim().toLowerCase()}`);
  }
}

export function createSignUpLimit(
  settings: NewsletterSettings,
  redis?: Redis,
  prefix = 'newsletter:sign-up',
): SignUpLimit {
  const limiter = (name: string, points: number) =>
    fixedWindowLimiter(
      { keyPrefix: `${prefix}:${name}`, points, durationS: settings.signUpWindowS },
      redis,
    );
  return new SignUpLimit(
    limiter('client', settings.signUpLimit),
    limiter('recipient', settings.signUpLimitPerRecipient),
  );
}
