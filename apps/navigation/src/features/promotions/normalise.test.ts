import { normalisePromotion, promotionKind, toLoadedPromotion } from './normalise';
import type { HttpClient } from '@storefront/platform';
import { fetchPromotion, promotionUrl } from './promotionApi';
import { sanitizePromotionHtml } from './sanitize';

describe('promotion normalisation', () => {
  it('lets the long promotion text override the headline', () => {
    // HSC-3.1-2: the long promotion text overrides the headline.
    expect(normalisePromotion({ headline: 'Short', promotionTextLong: 'Long' }).headline).toBe(
      'Long',
    );
    expect(normalisePromotion({ headline: 'Short' }).headline).toBe('Short');
  });

  it('turns a single link or a linkURL into a one-item list', () => {
    // HSC-3.1-6: a single link or a linkURL becomes a one-item list.
    expect(normalisePromotion({ link: { url: '/a', text: 'A' } }).links).toEqual([
      { url: '/a', text: 'A', boldLink: false },
    ]);
    expect(normalisePromotion({ linkURL: '/b', linkText: 'B' }).links).toEqual([
      { url: '/b', text: 'B', boldLink: false },
    ]);
    expect(normalisePromotion({}).links).toEqual([]);
  });

  it('chooses voucher or button', () => {
    // HSC-3.1-7: the voucher-or-button choice shows the voucher code or the call-to-action button, never both.
    const both = { voucherCode: 'X1', ctaButtonText: 'Go', ctaButtonLink: '/go' };
    expect(normalisePromotion(both).show).toBe('voucher');
    expect(normalisePromotion({ ...both, voucherOrButton: 'BUTTON' }).show).toBe('button');
    expect(normalisePromotion({ ctaButtonText: 'Go', ctaButtonLink: '/go' }).show).toBe('button');
    expect(normalisePromotion({ voucherOrButton: 'VOUCHER' }).show).toBe('none');
  });

  it('orders cutouts widest breakpoint first with min-width queries, default last', () => {
    const promotion = normalisePromotion({
      image: {
        cutouts: [
          { imagePath: '/small.svg', targetSize: { width: 600, height: 300 } },
          { imagePath: '/m.svg', targetSize: { width: 800, height: 300 }, breakpoint: 'm' },
          { imagePath: '/xl.svg', targetSize: { width: 1200, height: 300 }, breakpoint: 'xl' },
        ],
      },
    });
    // HSC-3.1-3: cutouts keep imagePath and targetSize; the optional breakpoint becomes a media query.
    expect(
      promotion.image?.sources.map((source) => [
        source.imagePath,
        source.targetSize.width,
        source.media,
      ]),
    ).toEqual([
      ['/xl.svg', 1200, '(min-width: 1024px)'],
      ['/m.svg', 800, '(min-width: 768px)'],
      ['/small.svg', 600, undefined],
    ]);
  });

  it('keeps the theme, background colour and text colour', () => {
    // HSC-3.1-5: theme (dark or light), background colour and text colour come from the content.
    expect(
      normalisePromotion({ theme: 'dark', backgroundColorCode: '#3c2a1e', textColor: 'white' }),
    ).toMatchObject({
      theme: 'dark',
      backgroundColorCode: '#3c2a1e',
      textColor: 'white',
    });
    expect(normalisePromotion({ theme: 'light' }).theme).toBe('light');
  });

  it('drops colours that are not plain CSS colours', () => {
    expect(
      normalisePromotion({ backgroundColorCode: '#fff', textColor: 'red;background:url(x)' }),
    ).toMatchObject({
      backgroundColorCode: '#fff',
      textColor: undefined,
    });
  });

  it('maps response types to kinds; any other type or broken content shows nothing', () => {
    // HSC-3.1-8: ApiHeaderBenefitsPromotion BENEFITS, ApiTopBannerPromotion BANNER, ApiPiPromotion PHASE_INTEGRATION, ApiCategory CATEGORY, any other nothing.
    expect(
      [
        'ApiHeaderBenefitsPromotion',
        'ApiTopBannerPromotion',
        'ApiPiPromotion',
        'ApiCategory',
        'ApiOther',
      ].map(promotionKind),
    ).toEqual(['BENEFITS', 'BANNER', 'PHASE_INTEGRATION', 'CATEGORY', undefined]);
    expect(toLoadedPromotion({ type: 'ApiOther', contentJSON: '{}' })).toBeUndefined();
    // HSC-3.1-1: the promotion is the JSON string in contentJSON, normalised; broken content shows nothing.
    expect(toLoadedPromotion({ type: 'ApiCategory', contentJSON: 'not json' })).toBeUndefined();
    expect(
      toLoadedPromotion({ type: 'ApiCategory', contentJSON: '{"headline":"H"}' }),
    ).toMatchObject({ kind: 'CATEGORY', promotion: { headline: 'H' } });
  });
});

describe('promotion request', () => {
  it('sends tag parameters only when non-empty', () => {
    expect(promotionUrl('~header_top')).toBe('/service/promotion/api/promotion/~header_top');
    // HSC-7-2: tag parameters only when non-empty.
    expect(promotionUrl('x', { allOfTags: ['a', 'b'], anyOfTags: [], noneOfTags: ['c'] })).toBe(
      '/service/promotion/api/promotion/x?allOfTags=a%2Cb&noneOfTags=c',
    );
  });

  it('keeps an id with slashes inside the promotion path, so no address can lead to another host', () => {
    // HSC-5-13: the promotion request's URL never starts with a double slash, whatever the id.
    expect(promotionUrl('//evil.example/x')).toBe(
      '/service/promotion/api/promotion/%2F%2Fevil.example%2Fx',
    );
    expect(promotionUrl('../../login')).toBe('/service/promotion/api/promotion/..%2F..%2Flogin');
  });

  it('names the site in x-hunter-site and swallows failures', async () => {
    const get = jest
      .fn()
      .mockResolvedValueOnce({ type: 'ApiTopBannerPromotion', contentJSON: '{}' })
      .mockRejectedValueOnce(new Error('down'));
    const client = { get } as unknown as HttpClient; // only get is used
    expect(await fetchPromotion('~header_top', 'SK', {}, client)).toEqual({
      type: 'ApiTopBannerPromotion',
      contentJSON: '{}',
    });
    // HSC-7-2: GET promotion/{id} with the site code in x-hunter-site.
    expect(get).toHaveBeenCalledWith(
      '/service/promotion/api/promotion/~header_top',
      expect.anything(),
      { headers: { 'x-hunter-site': 'SK' } },
    );
    // HSC-8-1: a failed promotion fetch is swallowed (null: nothing to show).
    expect(await fetchPromotion('~header_top', 'SK', {}, client)).toBeNull();
  });
});

describe('promotion markup', () => {
  it('keeps simple markup and removes scripts, handlers and styles', () => {
    expect(
      sanitizePromotionHtml(
        '<b>15 %</b><img src=x onerror=alert(1)><script>alert(1)</script><span style="color:red" onclick="x()">a</span>',
      ),
    ).toBe('<b>15 %</b><span>a</span>');
  });
});
