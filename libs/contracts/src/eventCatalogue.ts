import type { StorefrontEventName } from './events';
import type { RemoteName } from './schemas/registry';

/**
 * Who may dispatch or hear an event: a remote, the shell, the page-wide code of
 * `@storefront/platform` (the personal data, fetched once for the page by whichever remote asks
 * first), or `dataLayer`: the integrations outside this repository (tag manager, analytics) that
 * the specs require some events for. A remote that hears or emits through a platform helper
 * (`onPersonalDataStale`, `fetchPersonalDataOnce`) is named beside the platform.
 */
export type EventParty = RemoteName | 'shell' | 'platform' | 'dataLayer';

/**
 * Every event of `StorefrontEvents`, which part emits it and which hear it. `eventCatalogue.test.ts`
 * holds it against the code: each party really dispatches or listens, none is left out, and no
 * event is emitted without a listener or heard without an emitter. The shell's cross-tab bridge
 * hears every event of `CROSS_TAB_EVENTS`.
 */
export const EVENT_CATALOGUE = {
  'cart:cart-update': { emittedBy: ['cart'], heardBy: ['cart', 'shell'] },
  // The shell re-reads the cart for a page back from the back/forward cache (cross-tab/startCrossTab.ts).
  'cart:cart-changed': { emittedBy: ['cart', 'shell'], heardBy: ['cart', 'shell'] },
  // Spec header-search-cart 5 (mini cart): "fires a cart-data-changed event carrying itemCount".
  'cart:cart-data-changed': { emittedBy: ['cart'], heardBy: ['dataLayer'] },
  'navigation:flyout-toggle': { emittedBy: ['navigation'], heardBy: ['navigation'] },
  // Spec header-search-cart 3.1: "the fetched event reports false".
  'navigation:promotion-fetched': { emittedBy: ['navigation'], heardBy: ['dataLayer'] },
  // Spec header-search-cart 3.1: the legal button "reports an open-legal event".
  'navigation:open-legal': { emittedBy: ['navigation'], heardBy: ['dataLayer'] },
  'search:flyout-toggle': { emittedBy: ['search'], heardBy: ['navigation'] },
  // Spec header-search-cart 9: "a consent-update event is pushed to the data layer".
  'consent:consent-update': { emittedBy: ['navigation'], heardBy: ['dataLayer'] },
  'consent:open-settings': { emittedBy: ['footer'], heardBy: ['navigation'] },
  // Header and footer reload their personal data (platform's onPersonalDataStale).
  'login:status-changed': {
    emittedBy: ['shell'],
    heardBy: ['footer', 'navigation', 'platform', 'shell'],
  },
  'login:status-observed': { emittedBy: ['navigation', 'platform'], heardBy: ['shell'] },
  'login:shopper-active': { emittedBy: ['shell'], heardBy: ['shell'] },
  'login:activity-counted': { emittedBy: ['shell'], heardBy: ['shell'] },
  'preview:staff-login-changed': { emittedBy: ['preview', 'shell'], heardBy: ['preview', 'shell'] },
} as const satisfies Record<
  StorefrontEventName,
  { emittedBy: readonly EventParty[]; heardBy: readonly EventParty[] }
>;
