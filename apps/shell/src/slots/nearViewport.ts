import { NEAR_VIEWPORT_MARGIN } from './slotEnvironment';
import { whenInteracted } from './interactions';
import { firstIdle } from '../startup/whenIdle';

/**
 * Resolves when a slot's server HTML is needed live: one of its boxes comes within
 * NEAR_VIEWPORT_MARGIN of the viewport (below or above: a slot scrolled past, e.g. the newsletter
 * block opening the footer when the shopper jumped to the footer's end) and the page is next idle,
 * so a slot in view at the start waits for the header to go live first; or at once when the shopper
 * interacts with it (interactions.ts). Never on idle alone: a slot below the fold costs no code
 * until the shopper scrolls to it. Without a box (or IntersectionObserver) it resolves at once.
 */
export function whenNeeded(
  slot: string,
  wrappers: readonly Element[],
  boxes: readonly Element[],
): Promise<void> {
  if (boxes.length === 0 || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return untilTouchedOr(slot, wrappers, (signal) => inViewThenIdle(boxes, signal));
}

/** Resolves once one of the boxes is in view and the page is next idle; `signal` stops watching. */
function inViewThenIdle(boxes: readonly Element[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void firstIdle(signal).then(resolve);
        }
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    for (const box of boxes) observer.observe(box);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}

/**
 * Resolves at the page's first idle moment from now (whenIdle.ts), or before it when the shopper
 * interacts with one of the slot's wrappers: for the slots of the header that follow it.
 */
export function whenIdleOrInteracted(slot: string, wrappers: readonly Element[]): Promise<void> {
  return untilTouchedOr(slot, wrappers, firstIdle);
}

/** Whichever comes first: `wait`, or the shopper interacting with the slot; the other is then stopped. */
function untilTouchedOr(
  slot: string,
  wrappers: readonly Element[],
  wait: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const done = new AbortController();
  return Promise.race([wait(done.signal), whenInteracted(slot, wrappers, done.signal)]).finally(
    () => done.abort(),
  );
}
