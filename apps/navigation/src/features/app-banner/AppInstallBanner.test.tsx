import { fireEvent, render, screen } from '@testing-library/react';
import { useTestLocale } from '@storefront/i18n';
import { AppInstallBanner } from './AppInstallBanner';
import { appStoreId } from './conditions';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function asDevice(userAgent: string): void {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}
const banner = () => screen.queryByRole('region', { name: 'App-Hinweis' });

describe('AppInstallBanner (spec section 4, app-install banner)', () => {
  beforeAll(() => useTestLocale('de-DE', ['navigation']));
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    document.cookie = 'storefront-app=; max-age=0';
    document.querySelector('meta[name="apple-itunes-app"]')?.remove();
  });

  it.each([
    ['Android', ANDROID, 'https://play.google.com/store/apps/details?id=com.storefront.app'],
    ['iOS Chrome', IOS_CHROME, 'https://apps.apple.com/app/id1234567899'],
  ])(
    'shows on %s with the rating 5 and 89k reviews, and closing it keeps it closed',
    (_name, userAgent, storeUrl) => {
      asDevice(userAgent);
      // HSC-1-5 / HSC-4.6-1: mobile visitors on Android or iOS Chrome get the app-install banner.
      const { unmount } = render(<AppInstallBanner reduced={false} />);
      // HSC-9-7: the rating 5 with 89k reviews.
      expect(
        screen.getByRole('img', { name: 'Bewertung 5 von 5 Sternen, 89k Bewertungen' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Installieren' })).toHaveAttribute('href', storeUrl);
      fireEvent.click(screen.getByRole('button', { name: 'App-Hinweis schließen' }));
      expect(banner()).toBeNull();
      // HSC-4.6-2 / HSC-9-7: the close button sets the flag app-install-banner-closed to true, so the banner stays hidden.
      expect(window.localStorage.getItem('app-install-banner-closed')).toBe('true');
      unmount();
      render(<AppInstallBanner reduced={false} />);
      expect(banner()).toBeNull();
    },
  );

  it('is not shown in the native app, on the reduced header or on a desktop', () => {
    asDevice(ANDROID);
    // HSC-4.6-1: not on the reduced header, not with the native-app cookie, not on a desktop.
    const { rerender } = render(<AppInstallBanner reduced />);
    expect(banner()).toBeNull();
    document.cookie = 'storefront-app=true';
    rerender(<AppInstallBanner reduced={false} />);
    expect(banner()).toBeNull();
    document.cookie = 'storefront-app=; max-age=0';
    asDevice(DESKTOP);
    rerender(<AppInstallBanner reduced={false} key="desktop" />);
    expect(banner()).toBeNull();
  });

  it('on iOS Safari shows no banner but adds the app meta tag with the test host’s app id', () => {
    asDevice(IOS_SAFARI);
    render(<AppInstallBanner reduced={false} />);
    expect(banner()).toBeNull();
    // HSC-4.6-3: iOS Safari gets no banner but the app meta tag; the internal test host has its own app id.
    expect(document.querySelector('meta[name="apple-itunes-app"]')).toHaveAttribute(
      'content',
      'app-id=1234567899',
    );
  });

  it('uses the live app id off the test host', () => {
    // HSC-4.6-3: the live store app id off the test host.
    expect(appStoreId('de.localhost')).toBe('1234567899');
    expect(appStoreId('www.storefront.de')).toBe('1234567890');
  });
});
