import { COOKIE_NAMES } from './login';

// Which visitors get the header's app-install banner. The navigation team shows it; the shell
// reserves its height while the header loads, so both decide with the same rules.

/** Local-storage flag the banner's close button sets. */
export const APP_BANNER_CLOSED_KEY = 'app-install-banner-closed';

export type Device = 'android' | 'ios-chrome' | 'ios-safari' | 'other';

export function deviceOf(userAgent: string): Device {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent))
    return /CriOS/i.test(userAgent)
      ? 'ios-chrome'
      : /Safari/i.test(userAgent) && !/FxiOS|EdgiOS/i.test(userAgent)
        ? 'ios-safari'
        : 'other';
  return 'other';
}

/** The brand in the native app's cookie name (its name varies by app version, e.g. storefront-app). */
export const NATIVE_APP_COOKIE_BRAND = COOKIE_NAMES.nativeApp.replace(/-app$/, '');

/** A cookie name the native app may use: any that contains the brand. */
export function isNativeAppCookieName(name: string): boolean {
  return name.trim().toLowerCase().includes(NATIVE_APP_COOKIE_BRAND);
}

/** The native app sets a cookie whose name contains the brand, with the value true. */
export function hasNativeAppCookie(cookieString: string): boolean {
  return cookieString.split(';').some((part) => {
    const index = part.indexOf('=');
    if (index < 0) return false;
    return isNativeAppCookieName(part.slice(0, index)) && part.slice(index + 1).trim() === 'true';
  });
}

export interface BannerConditions {
  closedFlag: string | null;
  cookieString: string;
  reduced: boolean;
  userAgent: string;
}

/** The spec's four conditions: flag not true, no native-app cookie, not reduced, Android or iOS Chrome. */
export function shouldShowAppBanner({
  closedFlag,
  cookieString,
  reduced,
  userAgent,
}: BannerConditions): boolean {
  const device = deviceOf(userAgent);
  return (
    closedFlag !== 'true' &&
    !hasNativeAppCookie(cookieString) &&
    !reduced &&
    (device === 'android' || device === 'ios-chrome')
  );
}

function readClosedFlag(): string | null {
  try {
    return window.localStorage.getItem(APP_BANNER_CLOSED_KEY);
  } catch {
    return null; // storage blocked: the banner shows, as for a first visit
  }
}

/** The four conditions for this browser now. */
export function appBannerShowsHere(reduced: boolean): boolean {
  return shouldShowAppBanner({
    closedFlag: readClosedFlag(),
    cookieString: document.cookie,
    reduced,
    userAgent: navigator.userAgent,
  });
}
