import fc from 'fast-check';
import { safeRedirectPath, safeRedirectPathOr } from './safeRedirect';

const ORIGIN = 'https://de.example.test';

/** What a browser does with a Location header or location.assign: the WHATWG parser is the oracle. */
const landsOn = (target: string) => new URL(target, ORIGIN);

/** Pieces attackers combine: slashes of both kinds, control characters, schemes, hosts, escapes. */
const HOSTILE_PIECES = [
  '/',
  '//',
  '\\',
  '\t',
  '\n',
  '\r',
  '\u0000',
  ' ',
  '\u00a0',
  '\u3000',
  ':',
  '@',
  '.',
  '..',
  '%2f',
  '%5c',
  '%09',
  'evil.example',
  'javascript:',
  'https:',
  'data:',
  '?',
  '#',
  'x',
  'ä',
  '\u2028',
  '\ufeff',
];
const hostileString = fc
  .array(fc.constantFrom(...HOSTILE_PIECES), { maxLength: 8 })
  .map((parts) => parts.join(''));

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/cart', '/cart'],
    ['/search?q=kaffee#results', '/search?q=kaffee#results'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the site path %j as %j', (target, expected) => {
    expect(safeRedirectPath(target, ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example/x',
    '/%09/evil.example'.replace('%09', '\t'),
    '/\n/evil.example',
    ' /evil',
    'https://evil.example/',
    'https:evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/.//evil.example',
    '/x/..//evil.example',
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target, ORIGIN)).toBeUndefined();
  });

  it('refuses targets longer than any page of ours needs', () => {
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`, ORIGIN)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(undefined, ORIGIN)).toBeUndefined();
    expect(safeRedirectPath(['/a'], ORIGIN)).toBeUndefined();
    expect(safeRedirectPathOr(null, ORIGIN)).toBe('/');
  });

  it('never leads off the origin, for any string (fast-check, the URL parser as oracle)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 40 }),
          hostileString,
          hostileString.map((s) => `/${s}`),
        ),
        (target) => {
          const result = safeRedirectPath(target, ORIGIN);
          if (result === undefined) return;
          const landed = landsOn(result);
          expect(landed.origin).toBe(ORIGIN);
          // The path it hands out is where the original would have led, and checks again as itself.
          expect(landed.href).toBe(landsOn(target).href);
          expect(safeRedirectPath(result, ORIGIN)).toBe(result);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
