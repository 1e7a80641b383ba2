import { useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether a remote's component is rendered in the browser from scratch, with no server HTML under
 * it (the page left to the browser, or a slot the server could only give its fallback), decided
 * at its first render: false on the server and while hydrating the server's HTML (React then reads
 * the server snapshot), and it stays so after hydration. A component without server data may wait
 * for its data (suspend) only then: it shows once, complete, and nothing below it moves after.
 *
 * Once React has read this instance's server snapshot, its client snapshot says the same: React
 * compares the two after hydrating, and a difference makes it re-render the component at once,
 * synchronously in the hydration's commit task, with every passive effect of the commit flushed in
 * that task too (the header's hydration task, 100-184 ms at 4x CPU). So each instance's
 * answer is the same for its whole life, with no state of its own to keep it.
 */
export function useRenderedFromScratch(): boolean {
  const hydrating = useRef(false);
  return useSyncExternalStore(
    noSubscription,
    () => !hydrating.current,
    () => {
      hydrating.current = true;
      return false;
    },
  );
}
