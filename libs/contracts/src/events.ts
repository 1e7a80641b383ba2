/**
 * The event catalogue: the only way remotes talk to each other. Each event is a DOM CustomEvent on
 * window, named `<team>:<verb-noun>`, with a typed detail.
 */
export interface StorefrontEvents {
  /** Ask the cart to reload (with forceReload), e.g. after an add-to-cart elsewhere on the page. */
  'cart:cart-update': { source: string };
  /** The number of items in the cart changed. */
  'cart:cart-data-changed': { itemCount: number };
  /** A main-navigation flyout opened or closed (the header has no separate mobile navigation). */
  'navigation:flyout-toggle': { open: boolean; id: string };
  /** A promotion fetch finished; fetched is false on failure or an unknown type. */
  'navigation:promotion-fetched': { promotionId: string; fetched: boolean };
  /** The top banner's legal text was opened. */
  'navigation:open-legal': { promotionId: string };
  /** The search flyout (phone variant) opened or closed. */
  'search:flyout-toggle': { open: boolean };
  /** The consent service loaded or the visitor changed a consent. */
  'consent:consent-update': { loaded: boolean };
  /** Someone asked to open the consent settings dialog (a footer legal link). */
  'consent:open-settings': Record<string, never>;
  /** The visitor logged in or out. */
  'login:status-changed': { loggedIn: boolean };
  /** Staff applied preview settings (the preview cookie changed): content may refetch for the preview. */
  'preview:settings-applied': { dateTime: string; abTestName?: string; abTestGroup?: string };
}

export type StorefrontEventName = keyof StorefrontEvents;

export function emit<K extends StorefrontEventName>(name: K, detail: StorefrontEvents[K], target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to an event; returns the function that unsubscribes. */
export function on<K extends StorefrontEventName>(
  name: K,
  listener: (detail: StorefrontEvents[K]) => void,
  target: EventTarget = window,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<StorefrontEvents[K]>).detail);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}
