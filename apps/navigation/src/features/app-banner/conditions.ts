/** The app's store rating as the banner shows it. */
export const APP_RATING = 5;
export const APP_REVIEW_COUNT_LABEL = '89k';
/** App Store ids: the internal test host uses its own app. */
export const APP_STORE_IDS = { live: '1234567890', test: '1234567899' } as const;
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=com.storefront.app';
export const APP_STORE_URL = 'https://apps.apple.com/app/id';

/** The internal test host (and local development) uses the test app id. */
export function appStoreId(hostname: string): string {
  return /(^|\.)(test|localhost)(\.|$)|^localhost$|\.test\./.test(hostname)
    ? APP_STORE_IDS.test
    : APP_STORE_IDS.live;
}
