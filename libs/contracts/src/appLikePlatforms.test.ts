import { isAppLike, toPlatform } from './platforms';

describe('header state platform (spec section 3)', () => {
  it('defaults to CLASSIC and counts MATCH and SMARTPHONE as app-like', () => {
    expect(toPlatform(undefined)).toBe('CLASSIC');
    expect(toPlatform('WATCH')).toBe('CLASSIC');
    expect((['CLASSIC', 'TABLET', 'SMARTPHONE', 'MATCH'] as const).filter(isAppLike)).toEqual(['SMARTPHONE', 'MATCH']);
  });
});
