export const PLATFORMS = ['CLASSIC', 'TABLET', 'SMARTPHONE', 'MATCH'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const DEFAULT_PLATFORM: Platform = 'CLASSIC';

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

export function toPlatform(value: unknown): Platform {
  return isPlatform(value) ? value : DEFAULT_PLATFORM;
}

/** MATCH and SMARTPHONE behave like the native app: small screens, touch first. */
export function isAppLike(platform: Platform): boolean {
  return platform === 'MATCH' || platform === 'SMARTPHONE';
}

/** The wider small-device check of the footer also counts tablets. */
export function isSmallOrTablet(platform: Platform): boolean {
  return isAppLike(platform) || platform === 'TABLET';
}

/** Header rule: MATCH under 980 px, TABLET under 1440 px, otherwise CLASSIC. */
export function guessHeaderPlatform(viewportWidth: number): Platform {
  if (viewportWidth < 980) return 'MATCH';
  if (viewportWidth < 1440) return 'TABLET';
  return 'CLASSIC';
}

/** Footer rule: MATCH below 768 px, TABLET below 1280 px, otherwise CLASSIC. */
export function guessFooterPlatform(viewportWidth: number): Platform {
  if (viewportWidth < 768) return 'MATCH';
  if (viewportWidth < 1280) return 'TABLET';
  return 'CLASSIC';
}

/** Breakpoints in px shared by both specs. */
export const BREAKPOINTS = {
  xs: 374,
  s: 667,
  m: 767,
  l: 979,
  xl: 1023,
  xxl: 1279,
  '3xl': 1439,
  '4xl': 1919,
} as const;
