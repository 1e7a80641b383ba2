import { setTimeout as delay } from 'node:timers/promises';

/** How often a wait looks again. */
const POLL_MS = 20;

/**
 * Reads until `wanted` holds, for at most `ms` (a failed read counts as not yet): the tests' "within
 * N seconds", never a sleep. Throws, saying what and the last value seen, after the deadline.
 */
export async function pollUntil<T>(
  ms: number,
  read: () => T | Promise<T>,
  wanted: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      if (wanted(last)) return last;
    } catch {
      // not answering yet (a process starting): asked again
    }
    if (Date.now() > deadline)
      throw new Error(
        `${what}: not within ${ms} ms (last seen: ${JSON.stringify(last)?.slice(0, 200)})`,
      );
    await delay(POLL_MS);
  }
}
