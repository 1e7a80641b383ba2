import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether a remote's component is rendered in the browser from scratch, with no server HTML under
 * it (the page left to the browser, or a slot the server could only give its fallback), decided
 * at its first render: false on the server and while hydrating the server's HTML (React then reads
 * the server snapshot), and it stays so after hydration. A component without server data may wait
 * for its data (suspend) only then: it shows once, complete, and nothing below it moves after.
 */
export function useRenderedFromScratch(): boolean {
  const now = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [atFirstRender] = useState(now);
  return atFirstRender;
}
