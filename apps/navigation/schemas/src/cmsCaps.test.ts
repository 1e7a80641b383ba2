import {
  CMS_CONTENT_JSON_MAX_LENGTH,
  CMS_LIST_MAX_LENGTH,
  CMS_MARKUP_MAX_LENGTH,
  CMS_TEXT_MAX_LENGTH,
  PromotionContentSchema,
  PromotionResponseSchema,
} from './promotion';
import { NavigationResponseSchema } from './navigation';

/** Issue 29 item 1: CMS texts and lists have caps, so no render reads an unbounded text. */
describe('CMS text caps', () => {
  const node = (title: string, children: unknown[] = []) => ({
    title,
    href: '/c/kaffee',
    children,
  });

  it('promotion texts with markup up to their cap, plain texts up to theirs', () => {
    expect(
      PromotionContentSchema.safeParse({ headline: 'x'.repeat(CMS_MARKUP_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(
      PromotionContentSchema.safeParse({ headline: '<a'.repeat(CMS_MARKUP_MAX_LENGTH) }).success,
    ).toBe(false);
    expect(
      PromotionContentSchema.safeParse({ legalText: 'x'.repeat(CMS_MARKUP_MAX_LENGTH + 1) })
        .success,
    ).toBe(false);
    expect(
      PromotionContentSchema.safeParse({ ctaButtonText: 'x'.repeat(CMS_TEXT_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(
      PromotionContentSchema.safeParse({ ctaButtonText: 'x'.repeat(CMS_TEXT_MAX_LENGTH + 1) })
        .success,
    ).toBe(false);
    expect(
      PromotionContentSchema.safeParse({
        links: Array.from({ length: CMS_LIST_MAX_LENGTH + 1 }, () => ({ url: '/', text: 'x' })),
      }).success,
    ).toBe(false);
    expect(
      PromotionResponseSchema.safeParse({
        type: 'ApiTopBannerPromotion',
        contentJSON: ' '.repeat(CMS_CONTENT_JSON_MAX_LENGTH + 1),
      }).success,
    ).toBe(false);
  });

  it('navigation titles and children', () => {
    expect(
      NavigationResponseSchema.safeParse([node('x'.repeat(CMS_TEXT_MAX_LENGTH))]).success,
    ).toBe(true);
    expect(
      NavigationResponseSchema.safeParse([node('x'.repeat(CMS_TEXT_MAX_LENGTH + 1))]).success,
    ).toBe(false);
    expect(
      NavigationResponseSchema.safeParse([node('x', [node('y'.repeat(CMS_TEXT_MAX_LENGTH + 1))])])
        .success,
    ).toBe(false);
    expect(
      NavigationResponseSchema.safeParse([
        node(
          'x',
          Array.from({ length: CMS_LIST_MAX_LENGTH + 1 }, () => node('y')),
        ),
      ]).success,
    ).toBe(false);
  });
});
