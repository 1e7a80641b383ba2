import { HrefSchema, isSafeHref } from './links';

describe('link targets from the network', () => {
  it.each([
    '/c/coffee',
    '/',
    'https://www.example.com/x',
    'http://de.localhost:3000/',
    'mailto:service@example.com',
    'tel:+49401234',
    '#top',
  ])('accepts %s', (href) => {
    expect(isSafeHref(href)).toBe(true);
    expect(HrefSchema.safeParse(href).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    'vbscript:x',
    'help',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.//evil.example',
    'https://exa\tmple.com/',
    'https://',
  ])('refuses %s', (href) => {
    expect(isSafeHref(href)).toBe(false);
    expect(HrefSchema.safeParse(href).success).toBe(false);
  });
});
