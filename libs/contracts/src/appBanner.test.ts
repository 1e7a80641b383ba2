import { deviceOf, hasNativeAppCookie, shouldShowAppBanner } from './appBanner';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 CriOS/120 Mobile/15E148 Safari/604.1';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('app-install banner conditions', () => {
  const base = { closedFlag: null, cookieString: '', reduced: false, userAgent: ANDROID };
  it('shows on Android and iOS Chrome only', () => {
    // HSC-4.6-1: only Android and iOS Chrome.
    expect(
      [ANDROID, IOS_CHROME, IOS_SAFARI, DESKTOP].map((userAgent) =>
        shouldShowAppBanner({ ...base, userAgent }),
      ),
    ).toEqual([true, true, false, false]);
    expect(deviceOf(IOS_SAFARI)).toBe('ios-safari');
  });
  it('hides when closed, in the native app or on the reduced header', () => {
    // HSC-4.6-1: shown only when the flag is not true, no native-app cookie, not reduced.
    expect(shouldShowAppBanner({ ...base, closedFlag: 'true' })).toBe(false);
    expect(shouldShowAppBanner({ ...base, closedFlag: 'false' })).toBe(true);
    expect(shouldShowAppBanner({ ...base, cookieString: 'a=1; storefront-app=true' })).toBe(false);
    expect(shouldShowAppBanner({ ...base, reduced: true })).toBe(false);
  });
  it('recognises the native-app cookie by brand and value true', () => {
    // HSC-9-7: the native-app cookie's name contains the brand and its value is true.
    expect(hasNativeAppCookie('StorefrontApp_v2=true')).toBe(true);
    expect(hasNativeAppCookie('storefront-app=false')).toBe(false);
    expect(hasNativeAppCookie('other=true')).toBe(false);
  });
});
