import { BELOW_THE_FOLD_IDLE_TIMEOUT_MS, NEAR_VIEWPORT_MARGIN } from './slotEnvironment';

/**
 * Resolves when the element comes within NEAR_VIEWPORT_MARGIN of the viewport or the browser is
 * idle, whichever comes first. Without an element (or the browser APIs) it resolves at once.
 */
export function whenNearViewportOrIdle(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      if (idle !== undefined) cancelIdle(idle);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) finish();
    }, { rootMargin: `0px 0px ${NEAR_VIEWPORT_MARGIN} 0px` });
    observer.observe(element);
    const idle = requestIdle(finish);
  });
}

type IdleHandle = number | ReturnType<typeof setTimeout>;

function requestIdle(callback: () => void): IdleHandle {
  if (typeof window.requestIdleCallback === 'function') return window.requestIdleCallback(callback, { timeout: BELOW_THE_FOLD_IDLE_TIMEOUT_MS });
  return setTimeout(callback, BELOW_THE_FOLD_IDLE_TIMEOUT_MS);
}

function cancelIdle(handle: IdleHandle): void {
  if (typeof window.cancelIdleCallback === 'function' && typeof handle === 'number') window.cancelIdleCallback(handle);
  else clearTimeout(handle);
}
