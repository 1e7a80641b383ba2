import { NEAR_VIEWPORT_MARGIN } from './slotEnvironment';
import { whenInteracted } from './interactions';

/**
 * Resolves when a slot's server HTML is needed live (issue 27 item 3): its element comes within
 * NEAR_VIEWPORT_MARGIN of the viewport, or the shopper interacts with it (interactions.ts). Never
 * on idle: a slot far below the fold costs no code until the shopper comes near. Without an element
 * (or IntersectionObserver) it resolves at once.
 */
export function whenNeeded(slot: string, wrapper: Element | null, element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const done = new AbortController();
  return Promise.race([
    new Promise<void>((resolve) => {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      }, { rootMargin: `0px 0px ${NEAR_VIEWPORT_MARGIN} 0px` });
      observer.observe(element);
      done.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    }),
    whenInteracted(slot, wrapper, done.signal),
  ]).finally(() => done.abort());
}
