interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task, so that a costly start-up step runs in a task of its own instead of
 * lengthening the one after it (Lighthouse's TBT counts each task's time over
 * 50 ms). `scheduler.yield` continues ahead of other queued tasks where the browser has it;
 * elsewhere a macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
