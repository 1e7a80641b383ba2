import fs from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS } from '@storefront/contracts';
import { THEME_NAMES, isThemeName, themeAttributes } from './themes';
import { minWidthQuery } from './breakpoints';

const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return {};
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]),
  );
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('design tokens', () => {
  it('NFPL-9-9: declares every breakpoint of the specs as a custom property', () => {
    // NFPL-9-9 / HSC-9-3: the spec's breakpoints, literally.
    expect(BREAKPOINTS).toEqual({
      xs: 374,
      s: 667,
      m: 767,
      l: 979,
      xl: 1023,
      xxl: 1279,
      '3xl': 1439,
      '4xl': 1919,
    });
    const root = block(':root');
    for (const [name, px] of Object.entries(BREAKPOINTS))
      expect(root[`--sf-bp-${name}`]).toBe(`${px}px`);
    expect(minWidthQuery('m')).toBe('(min-width: 767px)');
  });

  it.each(THEME_NAMES)(
    'theme %s is a real colour theme with readable text on both theme types',
    (theme) => {
      const vars = block(`[data-theme='${theme}']`);
      for (const background of ['--sf-theme-primary', '--sf-theme-secondary']) {
        for (const foreground of [
          '--sf-color-text',
          '--sf-color-muted',
          '--sf-color-brand',
          '--sf-color-error',
          '--sf-color-success',
        ]) {
          expect([
            theme,
            background,
            foreground,
            contrast(vars[foreground]!, vars[background]!) >= 4.5,
          ]).toEqual([theme, background, foreground, true]);
        }
      }
      expect(
        contrast(vars['--sf-color-on-brand']!, vars['--sf-color-brand']!),
      ).toBeGreaterThanOrEqual(4.5);
      // Non-text contrast (WCAG 1.4.11) for field borders and the focus ring.
      expect(
        contrast(vars['--sf-color-border']!, vars['--sf-theme-primary']!),
      ).toBeGreaterThanOrEqual(3);
      expect(
        contrast(vars['--sf-color-focus']!, vars['--sf-theme-primary']!),
      ).toBeGreaterThanOrEqual(3);
    },
  );

  it('keeps the fixed variant and notification colours readable', () => {
    const root = block(':root');
    for (const variant of ['activating', 'sale', 'community'])
      expect(
        contrast(root[`--sf-color-${variant}`]!, root[`--sf-color-on-${variant}`]!),
      ).toBeGreaterThanOrEqual(4.5);
    for (const kind of ['info', 'success', 'warning', 'error']) {
      expect(
        contrast(root[`--sf-notification-${kind}`]!, root['--sf-notification-text']!),
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(root[`--sf-notification-${kind}`]!, root[`--sf-notification-${kind}-edge`]!),
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives the twelve theme names and their attributes', () => {
    // HSC-5-10: the twelve theme names; theme type primary or secondary.
    expect([...THEME_NAMES]).toEqual([
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
    ]);
    expect(isThemeName('coffee-dark')).toBe(true);
    expect(isThemeName('purple')).toBe(false);
    expect(themeAttributes('grey', 'secondary')).toEqual({
      'data-theme': 'grey',
      'data-theme-type': 'secondary',
    });
  });
});
