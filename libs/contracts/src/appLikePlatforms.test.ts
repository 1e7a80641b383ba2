import { isAppLike, toPlatform } from './platforms';

describe('header state platform (spec section 3)', () => {
  it('defaults to CLASSIC and counts MATCH and SMARTPHONE as app-like', () => {
    // HSC-3.3-1: the header state's platform defaults to CLASSIC.
    expect(toPlatform(undefined)).toBe('CLASSIC');
    expect(toPlatform('WATCH')).toBe('CLASSIC');
    // HSC-3.3-2: MATCH and SMARTPHONE count as app-like.
    expect((['CLASSIC', 'TABLET', 'SMARTPHONE', 'MATCH'] as const).filter(isAppLike)).toEqual([
      'SMARTPHONE',
      'MATCH',
    ]);
  });
});
