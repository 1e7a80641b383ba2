import { COOKIE_NAMES } from '@storefront/contracts';

/** Local-storage flag the close button sets. */
export const APP_BANNER_CLOSED_KEY = 'app-install-banner-closed';
/** The app's store rating as the banner shows it. */
export const APP_RATING = 5;
export const APP_REVIEW_COUNT_LABEL = '89k';
/** App Store ids: the internal test host uses its own app. */
export const APP_STORE_IDS = { live: '1234567890', test: '1234567899' } as const;
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=com.storefront.app';
export const APP_STORE_URL = 'https://apps.apple.com/app/id';

export type Device = 'android' | 'ios-chrome' | 'ios-safari' | 'other';

export function deviceOf(userAgent: string): Device {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return /CriOS/i.test(userAgent) ? 'ios-chrome' : /Safari/i.test(userAgent) && !/FxiOS|EdgiOS/i.test(userAgent) ? 'ios-safari' : 'other';
  return 'other';
}

/** The brand in the native app's cookie name (its name varies by app version, e.g. storefront-app). */
export const NATIVE_APP_COOKIE_BRAND = COOKIE_NAMES.nativeApp.replace(/-app$/, '');

/** The native app sets a cookie whose name contains the brand, with the value true. */
export function hasNativeAppCookie(cookieString: string): boolean {
  return cookieString.split(';').some((part) => {
    const index = part.indexOf('=');
    if (index < 0) return false;
    return part.slice(0, index).trim().toLowerCase().includes(NATIVE_APP_COOKIE_BRAND) && part.slice(index + 1).trim() === 'true';
  });
}

export interface BannerConditions {
  closedFlag: string | null;
  cookieString: string;
  reduced: boolean;
  userAgent: string;
}

/** The spec's four conditions: flag not true, no native-app cookie, not reduced, Android or iOS Chrome. */
export function shouldShowAppBanner({ closedFlag, cookieString, reduced, userAgent }: BannerConditions): boolean {
  const device = deviceOf(userAgent);
  return closedFlag !== 'true' && !hasNativeAppCookie(cookieString) && !reduced && (device === 'android' || device === 'ios-chrome');
}

/** The internal test host (and local development) uses the test app id. */
export function appStoreId(hostname: string): string {
  return /(^|\.)(test|localhost)(\.|$)|^localhost$|\.test\./.test(hostname) ? APP_STORE_IDS.test : APP_STORE_IDS.live;
}
