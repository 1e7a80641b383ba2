import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { retryAfterSOf } from '../fixedWindowLimit';

/**
 * Login throttling (shopper and staff login): a few wrong passwords cost nothing; after them each
 * further failure doubles the wait before the next attempt is even looked at (exponential back-off),
 * up to a ceiling. A waiting key is answered 429 with Retry-After and costs no password hash.
 * Counted per account AND client (one client guessing one account's password) and per client
 * (one client trying many accounts; a larger allowance, since many shoppers can share an address).
 * Never per account alone: then a stranger's wrong passwords would lock the owner out from every
 * address (OWASP Authentication cheat sheet, "account lockout" as a denial of
 * service). A client is an IPv4 address or an IPv6 /64 (@storefront/server-kit's clientAddress.ts).
 */
export const LOGIN_THROTTLE = {
  freeFailuresPerAccountAndClient: 5,
  /**
   * Fifty: a shared address (an office, a carrier's NAT; the end-to-end tests' browsers, whose
   * wrong passwords add up to over twenty in one run) has its shoppers' typos before the first
   * wait. What a few addresses' free failures cost the owner is kept off by the password checks'
   * reserved places (login/passwords.ts), not by a smaller allowance.
   */
  freeFailuresPerClient: 50,
  firstDelayS: 1,
  maxDelayS: 15 * 60,
  /** A key's failures are forgotten this long after its last one. */
  failureMemoryS: 60 * 60,
  /**
   * The soft step-up of one account across clients (docs/architecture/security.md): once this
   * many attempts on it failed from any clients within failureMemoryS (many addresses guessing one
   * password), its
   * password is checked at most once per `stepUpEveryS`, whoever asks. Never a lockout: the owner
   * waits a second at most, from any address.
   */
  stepUpAfterAccountFailures: 20,
  stepUpEveryS: 1,
} as const;

export type LoginThrottlePolicy = typeof LOGIN_THROTTLE;

export interface ThrottleKey {
  key: string;
  freeFailures: number;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterS: number };
/** An attempt let through says whether any of its keys had failed before (a suspect's password check). */
export type AttemptDecision =
  { allowed: true; failedBefore: boolean } | { allowed: false; retryAfterS: number };

/** The wait after the n-th failure of a key (n > free): 1 s, 2 s, 4 s ... up to the ceiling. */
export function backOffS(
  failures: number,
  freeFailures: number,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): number {
  const over = failures - freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelayS, policy.firstDelayS * 2 ** Math.min(over - 1, 30));
}

export class LoginThrottle {
  constructor(
    /** Counts failures per key (points never run out; only the count matters). */
    private readonly failures: RateLimiterAbstract,
    /** Holds a key's current wait: a block of the back-off's length. */
    private readonly waits: RateLimiterAbstract,
    private readonly policy: LoginThrottlePolicy = LOGIN_THROTTLE,
  ) {}

  /** Whether an attempt for all these keys would be looked at now; else the longest wait among them. */
  async check(keys: readonly ThrottleKey[]): Promise<ThrottleDecision> {
    const waits = await Promise.all(keys.map(({ key }) => this.waits.get(key)));
    const longestMs = Math.max(
      0,
      ...waits.map((res) => (res && res.consumedPoints > 0 ? res.msBeforeNext : 0)),
    );
    return longestMs > 0
      ? { allowed: false, retryAfterS: retryAfterSOf(longestMs) }
      : { allowed: true };
  }

  /**
   * The account's turn when it is stepped up (see LOGIN_THROTTLE.stepUpAfterAccountFailures): one
   * password check per stepUpEveryS across every client; the count of its failures everywhere goes
   * up by this attempt. `account` names the account alone (never a key of its own that waits).
   */
  private async accountTurn(account: string): Promise<AttemptDecision | undefined> {
    const key = `everywhere:${account}`;
    const counted = await this.failures.get(key);
    if ((counted?.consumedPoints ?? 0) >= this.policy.stepUpAfterAccountFailures) {
      try {
        await this.waits.consume(key, 1);
      } catch (refusal: unknown) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterS: retryAfterSOf(refusal.msBeforeNext) };
      }
      await this.waits.block(key, this.policy.stepUpEveryS);
    }
    await this.failures.penalty(key, 1);
    return undefined;
  }

  /**
   * A login attempt: refused while any key waits; otherwise counted as a failure at once, before the
   * password is checked (`succeeded` takes it back for a right password). Past a key's free failures
   * only one attempt may go ahead: it takes the key's wait atomically (a consume of one point, in
   * Redis or in memory) and then sets it to the back-off, so attempts sent at the same moment cannot
   * all pass the check together and each cost a password hash. A refused attempt (made while
   * waiting) neither counts nor lengthens the wait: its password was never looked at, so it taught
   * the guesser nothing, and a wait that grows with every refusal is one a stranger can keep up forever.
   */
  async attempt(keys: readonly ThrottleKey[], account?: string): Promise<AttemptDecision> {
    const decision = await this.check(keys);
    if (!decision.allowed) return decision;
    const stepUp = account === undefined ? undefined : await this.accountTurn(account);
    if (stepUp) return stepUp;
    let failedBefore = false;
    const outcomes = await Promise.all(
      keys.map(async ({ key, freeFailures }) => {
        const counted = await this.failures.penalty(key, 1);
        if (counted.consumedPoints > 1) failedBefore = true;
        const waitS = backOffS(counted.consumedPoints, freeFailures, this.policy);
        if (waitS === 0) return 0;
        try {
          await this.waits.consume(key, 1);
        } catch (refusal: unknown) {
          // The limiter refuses with a RateLimiterRes (another attempt holds the wait), fails with an Error.
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          return retryAfterSOf(refusal.msBeforeNext);
        }
        await this.waits.block(key, waitS);
        return 0;
      }),
    );
    const retryAfterS = Math.max(...outcomes);
    return retryAfterS > 0 ? { allowed: false, retryAfterS } : { allowed: true, failedBefore };
  }

  /** A wrong password: counts for every key, and starts a wait where a key is past its free failures. */
  async failed(keys: readonly ThrottleKey[]): Promise<void> {
    await Promise.all(
      keys.map(async ({ key, freeFailures }) => {
        const counted = await this.failures.penalty(key, 1);
        const waitS = backOffS(counted.consumedPoints, freeFailures, this.policy);
        if (waitS > 0) await this.waits.block(key, waitS);
      }),
    );
  }

  /**
   * A right password after `attempt`: the account-and-client count is cleared; the client's loses
   * only the attempt just counted (a guesser could otherwise clear it with a login of their own), and
   * its wait goes only if that leaves it within its free failures.
   */
  async succeeded(account: ThrottleKey, client: ThrottleKey, everywhere?: string): Promise<void> {
    // The account's count everywhere loses only this attempt: the owner's login ends no attack.
    if (everywhere !== undefined) await this.failures.reward(`everywhere:${everywhere}`, 1);
    await Promise.all([this.failures.delete(account.key), this.waits.delete(account.key)]);
    const counted = await this.failures.reward(client.key, 1);
    if (backOffS(counted.consumedPoints, client.freeFailures, this.policy) === 0)
      await this.waits.delete(client.key);
  }
}

function limiterOptions(prefix: string, policy: LoginThrottlePolicy) {
  return {
    failures: {
      keyPrefix: `${prefix}:failures`,
      points: Number.MAX_SAFE_INTEGER,
      duration: policy.failureMemoryS,
    },
    waits: { keyPrefix: `${prefix}:wait`, points: 1, duration: policy.maxDelayS },
  };
}

/**
 * The throttle of one process (embedded mode), or shared by every process through Redis when one is
 * configured, so N processes do not allow N times the attempts. Should Redis be unreachable, each
 * process falls back to counting on its own (the insurance limiter) instead of refusing every login.
 */
export function createLoginThrottle(
  prefix: string,
  redis?: Redis,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): LoginThrottle {
  const options = limiterOptions(prefix, policy);
  if (!redis)
    return new LoginThrottle(
      new RateLimiterMemory(options.failures),
      new RateLimiterMemory(options.waits),
      policy,
    );
  return new LoginThrottle(
    new RateLimiterRedis({
      ...options.failures,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options.failures),
    }),
    new RateLimiterRedis({
      ...options.waits,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options.waits),
    }),
    policy,
  );
}
