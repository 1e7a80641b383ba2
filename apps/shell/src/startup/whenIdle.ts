/**
 * How long work that waits for the page's first idle moment waits at most (requestIdleCallback's
 * `timeout`): on a phone busy for seconds it runs then anyway, in a task of its own.
 */
export const IDLE_WORK_DEADLINE_MS = 2000;

/**
 * Runs `callback` once the browser is first idle after now (what the shopper
 * does not need for the first view waits until the page is live), or after IDLE_WORK_DEADLINE_MS.
 * Where the browser has no requestIdleCallback (Safari before 18), in the next task. Returns a
 * function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(callback, 0);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(() => callback(), { timeout: IDLE_WORK_DEADLINE_MS });
  return () => cancelIdleCallback(id);
}

/** whenIdle as a promise; `signal` ends the wait without resolving it. */
export function firstIdle(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const cancel = whenIdle(resolve);
    signal?.addEventListener('abort', cancel, { once: true });
  });
}
