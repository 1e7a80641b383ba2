/**
 * Search tracking (spec section 7): clicking a suggested product stores one entry per event, keyed
 * with the product id, carrying a random session id, so the product page and the cart can report
 * that the visit and a later add-to-basket came from search.
 */
export const SEARCH_TRACKING_EVENTS = ['visit-product-page', 'add-to-basket'] as const;
export type SearchTrackingEvent = (typeof SEARCH_TRACKING_EVENTS)[number];

export const SEARCH_TRACKING_PREFIX = 'search-tracking';
export const SEARCH_TRACKING_SESSION_KEY = `${SEARCH_TRACKING_PREFIX}:session-id`;

export interface SearchTrackingEntry {
  event: SearchTrackingEvent;
  productId: string;
  sessionId: string;
  searchTerm: string;
  createdAt: string;
}

export function searchTrackingKey(event: SearchTrackingEvent, productId: string): string {
  return `${SEARCH_TRACKING_PREFIX}:${event}:${productId}`;
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** One id per browser session (tab), made on first use. */
export function searchSessionId(session: Storage = window.sessionStorage): string {
  const existing = session.getItem(SEARCH_TRACKING_SESSION_KEY);
  if (existing) return existing;
  const id = randomId();
  session.setItem(SEARCH_TRACKING_SESSION_KEY, id);
  return id;
}

/** Writes both entries; storage that is full or blocked must not stop the shopper's click. */
export function trackProductClick(
  productId: string,
  searchTerm: string,
  now = new Date(),
  storage: Storage = window.localStorage,
  session: Storage = window.sessionStorage,
): void {
  try {
    const sessionId = searchSessionId(session);
    for (const event of SEARCH_TRACKING_EVENTS) {
      const entry: SearchTrackingEntry = {
        event,
        productId,
        sessionId,
        searchTerm,
        createdAt: now.toISOString(),
      };
      storage.setItem(searchTrackingKey(event, productId), JSON.stringify(entry));
    }
  } catch {
    // Tracking is best effort.
  }
}
