/**
 * Which tab renews the login token. With Web Locks the visible tabs of a site queue for one lock
 * and only its holder runs the renewal (once per browser, not once per tab); the browser
 * hands the lock on when the holder is hidden, gives up or closes. Without Web Locks every tab leads
 * at once, as before.
 */
export interface RenewalLeadership {
  /** Queues for the lead; `lead` runs once this tab has it. Returns the function that gives it up (or stops queueing). */
  request(lead: () => void): () => void;
}

export const EVERY_TAB_LEADS: RenewalLeadership = {
  request(lead) {
    lead();
    return () => undefined;
  },
};

export function lockLeadership(
  locks: Pick<LockManager, 'request'>,
  lockName: string,
): RenewalLeadership {
  return {
    request(lead) {
      const queue = new AbortController();
      let release: (() => void) | undefined;
      let givenUp = false;
      locks
        .request(lockName, { signal: queue.signal }, () => {
          if (givenUp) return undefined;
          lead();
          // Held until given up; the browser also lets go when the tab closes or crashes.
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        })
        // Giving up while still queued rejects the request with an AbortError: nothing to do.
        .catch(() => undefined);
      return () => {
        givenUp = true;
        queue.abort();
        release?.();
      };
    },
  };
}
