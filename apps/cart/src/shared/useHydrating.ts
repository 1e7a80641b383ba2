import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/**
 * True on the server and while the browser hydrates the server's HTML; false on every other render
 * (the first browser render must produce exactly the server's markup). A component shows
 * browser-only state (the page's cart store, which another slot may already have filled) only when
 * this is false; React renders once more with the browser's value right after hydration.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, inBrowser, onServerOrHydrating);
}
