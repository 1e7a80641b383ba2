import type { LoginStatus } from './login';

/**
 * Set on the detail of an event that another tab of the same site dispatched and the shell's
 * cross-tab bridge dispatched again here (CROSS_TAB_EVENTS in browser/crossTab.ts).
 */
export interface FromOtherTab {
  fromOtherTab?: true;
}

/**
 * The event catalogue: the only way remotes talk to each other. Each event is a DOM CustomEvent on
 * window, named `<team>:<verb-noun>`, with a typed detail.
 */
export interface StorefrontEvents {
  /** Ask the cart to reload (with forceReload), e.g. after an add-to-cart elsewhere on the page. Crosses tabs. */
  'cart:cart-update': { source: string } & FromOtherTab;
  /**
   * This page's cart changed the cart on the server (removal, restore, demo cart) and already shows
   * the answer. Crosses tabs: the cart of every other tab of the site reloads.
   */
  'cart:cart-changed': { source: string } & FromOtherTab;
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
  /** The visitor logged in or out: the page's personal data is stale and loads again. */
  'login:status-changed': { loggedIn: boolean };
  /**
   * The page's personal-data request answered with this login status. Crosses tabs: a tab that
   * shows another status treats it as a login-status change (one personal-data request).
   */
  'login:status-observed': { loginStatus: LoginStatus } & FromOtherTab;
  /**
   * The shopper was active on this page (touch, key, scroll, click). Crosses tabs, so the one tab
   * that renews the login token counts activity in every tab (spec 4.4).
   */
  'login:shopper-active': FromOtherTab;
  /**
   * The tab that renews the login token counted the shopper's activity at its check. Crosses tabs:
   * each tab shares its next activity again, so no activity after a check goes unnoticed (spec 4.4).
   */
  'login:activity-counted': FromOtherTab;
  /**
   * Staff logged in (staff login page) or out (preview panel). Crosses tabs: a panel shown in
   * another tab of the site disappears on a logout; a hidden one checks the staff login again.
   */
  'preview:staff-login-changed': { loggedIn: boolean } & FromOtherTab;
}

export type StorefrontEventName = keyof StorefrontEvents;

export function emit<K extends StorefrontEventName>(
  name: K,
  detail: StorefrontEvents[K],
  target: EventTarget = window,
): void {
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
