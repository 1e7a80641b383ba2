/** While the visitor is active, the login token is checked (and renewed when due) every 3 minutes. */
export const RENEWAL_CHECK_INTERVAL_MS = 3 * 60 * 1000;
/** A visible page without a login token looks for the cookie every 10 seconds. */
export const LOGIN_COOKIE_POLL_MS = 10 * 1000;
/** What counts as user activity for the periodic renewal (spec 4.4). */
export const ACTIVITY_EVENTS = ['touchstart', 'keydown', 'scroll', 'click'] as const;

/** Renewal check codes (spec 4.4). */
export const RENEWAL_CODES = {
  RENEWED: 0,
  ALREADY_FINE: 1,
  SERVER_ERROR: 2,
  FAILED: 3,
  NOT_YET_RENEWABLE: 4,
  EXPIRED: 5,
} as const;
export type RenewalCode = (typeof RENEWAL_CODES)[keyof typeof RENEWAL_CODES];

/** Codes after which the periodic check stops. */
export const STOPPING_CODES: ReadonlySet<RenewalCode> = new Set([
  RENEWAL_CODES.ALREADY_FINE,
  RENEWAL_CODES.FAILED,
  RENEWAL_CODES.EXPIRED,
]);

/** Codes after which the login token is gone or expired, so the login status may have changed. */
export const LOGIN_STATUS_CODES: ReadonlySet<RenewalCode> = new Set([
  RENEWAL_CODES.FAILED,
  RENEWAL_CODES.EXPIRED,
]);

/** Platform cookie values on which the page does not renew periodically (the app does). */
export const NO_RENEWAL_PLATFORMS: ReadonlySet<string> = new Set(['SMARTPHONE', 'TABLET']);
