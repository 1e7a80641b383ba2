import { minuteOf, type ServerOutcomeCount, type ServerSlotOutcome } from '@storefront/api';
import type { RemoteName } from '@storefront/contracts';

/** How often a host adds what it rendered to every host's counts: a write per flush, not per page. */
export const SERVER_OUTCOME_FLUSH_MS = 5_000;

export interface ServerOutcomeLog {
  /** One server-rendered slot of a page on `site`, and what it came to. */
  record(site: string, remote: RemoteName, release: string, outcome: ServerSlotOutcome): void;
  /** Adds what was recorded since the last flush to the shared counts. */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left (graceful shutdown). */
  close(): Promise<void>;
}

/**
 * This host's server slot outcomes, counted per minute in memory and added to the API's database
 * every SERVER_OUTCOME_FLUSH_MS (and at shutdown), so every host of a fleet judges a canary on
 * what every host rendered: evidence no visitor can write. A failed flush keeps
 * its counts for the next one.
 */
export function createServerOutcomeLog(
  /** The API's addServerOutcomes on its database. */
  add: (counts: ServerOutcomeCount[], now: Date) => Promise<void>,
  warn: (message: string) => void,
  flushEveryMs = SERVER_OUTCOME_FLUSH_MS,
): ServerOutcomeLog {
  let counts = new Map<string, ServerOutcomeCount>();
  let flushing: Promise<void> | undefined;
  const flush = async (): Promise<void> => {
    await flushing;
    if (counts.size === 0) return;
    const taken = counts;
    counts = new Map();
    flushing = add([...taken.values()], new Date())
      .catch((error: unknown) => {
        warn(`server slot outcomes were not stored; kept for the next flush: ${String(error)}`);
        for (const [key, count] of taken) {
          const kept = counts.get(key);
          counts.set(key, kept ? { ...kept, count: kept.count + count.count } : count);
        }
      })
      .finally(() => {
        flushing = undefined;
      });
    await flushing;
  };
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();
  return {
    record(site, remote, release, outcome) {
      const minute = minuteOf(new Date());
      const key = `${minute} ${site} ${remote} ${release} ${outcome}`;
      const known = counts.get(key);
      if (known) known.count += 1;
      else counts.set(key, { minute, site, remote, release, outcome, count: 1 });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
