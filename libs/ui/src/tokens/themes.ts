/** The twelve colour themes of the design system; each is a `data-theme` value on any element. */
export const THEME_NAMES = [
  'light',
  'dark',
  'coffee-light',
  'coffee-dark',
  'sustainability',
  'coral-light',
  'beige',
  'grey',
  'green-light',
  'blue-light',
  'blue-dark',
  'brown-light',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** Primary paints the theme's main background, secondary its alternate surface. */
export const THEME_TYPES = ['primary', 'secondary'] as const;
export type ThemeType = (typeof THEME_TYPES)[number];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** The attributes that put a subtree in a theme: `<section {...themeAttributes('dark')}>`. */
export function themeAttributes(
  name: ThemeName,
  type: ThemeType = 'primary',
): { 'data-theme': ThemeName; 'data-theme-type': ThemeType } {
  return { 'data-theme': name, 'data-theme-type': type };
}
