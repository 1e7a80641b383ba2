import { useEffect, useState } from 'react';
import {
  COOKIE_NAMES,
  guessFooterPlatform,
  toPlatform,
  type Platform,
} from '@storefront/contracts';
import { readCookie, writeCookie } from '@storefront/platform';

/** The chosen view stays for a year: a shopper who asked for the desktop view keeps it. */
export const PLATFORM_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The platform the footer lays out for: the view the shopper chose (cookie), else a guess by width. */
export function footerPlatform(cookieString: string, viewportWidth: number): Platform {
  const chosen = readCookie(COOKIE_NAMES.platform, cookieString);
  return chosen ? toPlatform(chosen) : guessFooterPlatform(viewportWidth);
}

/**
 * The width the footer assumes until it has measured the window (spec 9): the desktop layout. The
 * first render never reads the window, so it is the same on the server and in the browser.
 */
export const DEFAULT_FOOTER_WIDTH = 20000;

/**
 * Starts from the shell's platform prop (the platform cookie or CLASSIC), which the server
 * and the first browser render share, so both lay out alike; then follows the window's width while
 * no view was chosen. The window is read after mounting only.
 */
export function useFooterPlatform(
  initial: Platform = guessFooterPlatform(DEFAULT_FOOTER_WIDTH),
): Platform {
  const [platform, setPlatform] = useState<Platform>(initial);
  useEffect(() => {
    const update = () => setPlatform(footerPlatform(document.cookie, window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return platform;
}

/** The view switch's target: the full desktop view from any mobile view, the mobile view from desktop. */
export function switchTarget(platform: Platform): Platform {
  return platform === 'CLASSIC' ? 'MATCH' : 'CLASSIC';
}

/** Persists the view in the platform cookie (the document server writes it to html data-platform) and reloads. */
export function choosePlatform(
  platform: Platform,
  reload: () => void = () => window.location.reload(),
): void {
  writeCookie(COOKIE_NAMES.platform, platform, { maxAgeSeconds: PLATFORM_COOKIE_MAX_AGE_SECONDS });
  reload();
}
