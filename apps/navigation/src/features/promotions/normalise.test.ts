import { normalisePromotion, promotionKind, toLoadedPromotion } from './normalise';
import type { HttpClient } from '@storefront/platform';
import { fetchPromotion, promotionUrl } from './promotionApi';
import { sanitizePromotionHtml } from './sanitize';

describe('promotion normalisation', () => {
  it('lets the long promotion text override the headline', () => {
    expect(normalisePromotion({ headline: 'Short', promotionTextLong: 'Long' }).headline).toBe('Long');
    expect(normalisePromotion({ headline: 'Short' }).headline).toBe('Short');
  });

  it('turns a single link or a linkURL into a one-item list', () => {
    expect(normalisePromotion({ link: { url: '/a', text: 'A' } }).links).toEqual([{ url: '/a', text: 'A', boldLink: false }]);
    expect(normalisePromotion({ linkURL: '/b', linkText: 'B' }).links).toEqual([{ url: '/b', text: 'B', boldLink: false }]);
    expect(normalisePromotion({}).links).toEqual([]);
  });

  it('chooses voucher or button', () => {
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
    expect(promotion.image?.sources.map((source) => [source.imagePath, source.media])).toEqual([
      ['/xl.svg', '(min-width: 1024px)'],
      ['/m.svg', '(min-width: 768px)'],
      ['/small.svg', undefined],
    ]);
  });

  it('drops colours that are not plain CSS colours', () => {
    expect(normalisePromotion({ backgroundColorCode: '#fff', textColor: 'red;background:url(x)' })).toMatchObject({ backgroundColorCode: '#fff', textColor: undefined });
  });

  it('maps response types to kinds; any other type or broken content shows nothing', () => {
    expect(['ApiHeaderBenefitsPromotion', 'ApiTopBannerPromotion', 'ApiPiPromotion', 'ApiCategory', 'ApiOther'].map(promotionKind)).toEqual(['BENEFITS', 'BANNER', 'PHASE_INTEGRATION', 'CATEGORY', undefined]);
    expect(toLoadedPromotion({ type: 'ApiOther', contentJSON: '{}' })).toBeUndefined();
    expect(toLoadedPromotion({ type: 'ApiCategory', contentJSON: 'not json' })).toBeUndefined();
    expect(toLoadedPromotion({ type: 'ApiCategory', contentJSON: '{"headline":"H"}' })?.kind).toBe('CATEGORY');
  });
});

describe('promotion request', () => {
  it('sends tag parameters only when non-empty', () => {
    expect(promotionUrl('~header_top')).toBe('/service/promotion/api/promotion/~header_top');
    expect(promotionUrl('x', { allOfTags: ['a', 'b'], anyOfTags: [], noneOfTags: ['c'] })).toBe('/service/promotion/api/promotion/x?allOfTags=a%2Cb&noneOfTags=c');
  });

  it('keeps an id with slashes inside the promotion path, so no address can lead to another host', () => {
    expect(promotionUrl('//evil.example/x')).toBe('/service/promotion/api/promotion/%2F%2Fevil.example%2Fx');
    expect(promotionUrl('../../login')).toBe('/service/promotion/api/promotion/..%2F..%2Flogin');
  });

  it('names the site in x-hunter-site and swallows failures', async () => {
    const get = jest.fn().mockResolvedValueOnce({ type: 'ApiTopBannerPromotion', contentJSON: '{}' }).mockRejectedValueOnce(new Error('down'));
    const client = { get } as unknown as HttpClient; // only get is used
    expect(await fetchPromotion('~header_top', 'SK', {}, client)).toEqual({ type: 'ApiTopBannerPromotion', contentJSON: '{}' });
    expect(get).toHaveBeenCalledWith('/service/promotion/api/promotion/~header_top', expect.anything(), { headers: { 'x-hunter-site': 'SK' } });
    expect(await fetchPromotion('~header_top', 'SK', {}, client)).toBeNull();
  });
});

describe('promotion markup', () => {
  it('keeps simple markup and removes scripts, handlers and styles', () => {
    expect(sanitizePromotionHtml('<b>15 %</b><img src=x onerror=alert(1)><script>alert(1)</script><span style="color:red" onclick="x()">a</span>')).toBe('<b>15 %</b><span>a</span>');
  });
});
