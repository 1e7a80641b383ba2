// The tracking feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export {
  SEARCH_TRACKING_EVENTS,
  SEARCH_TRACKING_PREFIX,
  SEARCH_TRACKING_SESSION_KEY,
  searchSessionId,
  type SearchTrackingEntry,
  type SearchTrackingEvent,
  searchTrackingKey,
  trackProductClick,
} from './searchTracking';
