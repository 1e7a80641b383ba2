export const LOGIN_STATUSES = ['LOGGED_IN', 'REMEMBERED', 'LOGGED_OUT'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

export function isLoggedInOrRemembered(status: LoginStatus | undefined): boolean {
  return status === 'LOGGED_IN' || status === 'REMEMBERED';
}

/** Cookie names shared by the API and the browser code. */
export const COOKIE_NAMES = {
  loginToken: 'LoginToken',
  longTermToken: 'LongTermToken',
  platform: 'platform',
  affiliate: 'affiliateNumber',
  staffAuth: 'PreviewAuth',
  staffToolAuth: 'ToolAuth',
  preview: 'preview',
  /** The releases a staff member previews (HttpOnly; the document server's releasePreview/). */
  releasePreview: 'release_preview',
  csrf: 'csrf_token',
  cart: 'cart_id',
  nativeApp: 'storefront-app',
} as const;

/** Header names sent with credentialed calls. */
export const HEADER_NAMES = {
  csrf: 'x-csrf-token',
  longTermToken: 'x-longtermtoken',
  loginToken: 'x-logintoken',
  site: 'x-hunter-site',
  originalAddress: 'x-original-address',
} as const;
