/**
 * A sliding-window limit per client key, in memory. One API process counts its own clients; behind
 * several processes the limit is per process, which still bounds a single flood.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the next attempt would be allowed (0 when allowed). */
  retryAfterS: number;
}

/** Above this many tracked clients, clients with no recent attempt are forgotten. */
const MAX_TRACKED_CLIENTS = 10_000;

export class SlidingWindowLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitDecision {
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > MAX_TRACKED_CLIENTS) this.forgetIdle(now);
    return { allowed: true, retryAfterS: 0 };
  }

  private forgetIdle(now: number): void {
    for (const [key, times] of this.attempts) {
      if (times.every((time) => now - time >= this.windowMs)) this.attempts.delete(key);
    }
  }
}
