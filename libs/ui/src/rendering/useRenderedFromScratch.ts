import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether this header is rendered in the browser from scratch (no server HTML under it), decided at
 * its first render: false on the server and while hydrating the server's HTML (React then reads
 * the server snapshot), and stays so after hydration.
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
