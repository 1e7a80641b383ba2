import {
  PLATFORMS,
  guessFooterPlatform,
  isAppLike,
  isSmallOrTablet,
  toPlatform,
} from './platforms';

describe('platforms (spec 3.2, 9)', () => {
  it('NFPL-3.2-8: knows CLASSIC, TABLET, SMARTPHONE and MATCH, and reads anything else as CLASSIC', () => {
    expect(PLATFORMS).toEqual(['CLASSIC', 'TABLET', 'SMARTPHONE', 'MATCH']);
    expect(toPlatform('SMARTPHONE')).toBe('SMARTPHONE');
    expect(toPlatform('smartphone')).toBe('CLASSIC');
    expect(toPlatform(undefined)).toBe('CLASSIC');
  });

  it('NFPL-9-5: small devices are MATCH and SMARTPHONE; the wider check counts TABLET too', () => {
    expect(PLATFORMS.filter(isAppLike)).toEqual(['SMARTPHONE', 'MATCH']);
    expect(PLATFORMS.filter(isSmallOrTablet)).toEqual(['TABLET', 'SMARTPHONE', 'MATCH']);
  });

  it('NFPL-9-5: guesses the footer platform by width: below 768 MATCH, below 1280 TABLET, otherwise CLASSIC', () => {
    expect([0, 767, 768, 1279, 1280, 20000].map(guessFooterPlatform)).toEqual([
      'MATCH',
      'MATCH',
      'TABLET',
      'TABLET',
      'CLASSIC',
      'CLASSIC',
    ]);
  });
});
