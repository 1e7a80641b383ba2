/** Browsers overflow a delay above 2^31-1 ms and fire at once; the spec clamps to it. */
export const MAX_TIMER_DELAY_MS = 2147483647;

export function clampDelay(delayMs: number): number {
  if (!Number.isFinite(delayMs) || delayMs < 0)
    return delayMs === Infinity ? MAX_TIMER_DELAY_MS : 0;
  return Math.min(delayMs, MAX_TIMER_DELAY_MS);
}

/** setTimeout with the delay clamped; returns a function that cancels it. */
export function startTimer(callback: () => void, delayMs: number): () => void {
  const id = setTimeout(callback, clampDelay(delayMs));
  return () => clearTimeout(id);
}
