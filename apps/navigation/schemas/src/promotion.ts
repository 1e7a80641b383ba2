import { z } from '@storefront/contracts';
import { HrefSchema } from '@storefront/platform';

/** Response types of the promotion service the header knows; any other type shows nothing. */
export const PROMOTION_TYPES = {
  BENEFITS: 'ApiHeaderBenefitsPromotion',
  BANNER: 'ApiTopBannerPromotion',
  PHASE_INTEGRATION: 'ApiPiPromotion',
  CATEGORY: 'ApiCategory',
} as const;
export type PromotionKind = keyof typeof PROMOTION_TYPES;

/** The header's top banner promotion id. */
export const HEADER_TOP_PROMOTION_ID = '~header_top';
export const HEADER_BENEFITS_PROMOTION_ID = '~header_benefits';
export const HEADER_PI_PROMOTION_ID = '~header_pi';
/** A category page /c/{slug} shows the promotion `~category_{slug}`. */
export function categoryPromotionId(slug: string): string {
  return `~category_${slug}`;
}
const CATEGORY_PATH = /^\/c\/([a-z0-9-]+)\/?$/;
/** The category promotion a page shows in the header, if the path is a category page. */
export function categoryPromotionIdForPath(pathname: string): string | undefined {
  const slug = CATEGORY_PATH.exec(pathname)?.[1];
  return slug ? categoryPromotionId(slug) : undefined;
}
/**
 * @deprecated Nothing writes these keys since the header's promotions come as its server data
 *. Kept because navigation releases before that call it from the shared copy the
 * shell provides: removing it is a major version of this library (docs/architecture/composition.md, "Shared
 * libraries"), for when no such release is live.
 */
export function prefetchedPromotionKey(promotionId: string, site: string): string {
  return `promotion:${promotionId}:${site}`;
}

export const PROMOTION_PATH = '/service/promotion/api/promotion';

/**
 * Caps on CMS text: every text is read whole on every server render and in every
 * browser (textOf, the sanitiser), so none may be longer than any real editor's text could be.
 * Plain texts (titles, link texts, alt texts) and texts that may carry markup (headline, subline,
 * legal texts), and the content JSON they arrive in. A promotion over a cap is refused as a whole
 * (the slot shows nothing), as any other malformed content.
 */
export const CMS_TEXT_MAX_LENGTH = 1_000;
export const CMS_MARKUP_MAX_LENGTH = 10_000;
export const CMS_CONTENT_JSON_MAX_LENGTH = 64 * 1024;
/** Lists in CMS content (links, cut-outs, navigation children, teasers). */
export const CMS_LIST_MAX_LENGTH = 200;
export const cmsText = () => z.string().check(z.maxLength(CMS_TEXT_MAX_LENGTH));
export const cmsMarkup = () => z.string().check(z.maxLength(CMS_MARKUP_MAX_LENGTH));

/** GET /service/promotion/api/promotion/{id}: the type and the content as a JSON string. */
export const PromotionResponseSchema = z.object({
  type: z.string().check(z.maxLength(CMS_TEXT_MAX_LENGTH)),
  contentJSON: z.string().check(z.maxLength(CMS_CONTENT_JSON_MAX_LENGTH)),
});
export type PromotionResponse = z.infer<typeof PromotionResponseSchema>;

const tagList = z.optional(z.string().check(z.maxLength(500), z.regex(/^[A-Za-z0-9_~,.-]*$/)));
/** Tag filters, comma separated; the client sends a parameter only when it is non-empty. */
export const PromotionQuerySchema = z.object({
  allOfTags: tagList,
  anyOfTags: tagList,
  noneOfTags: tagList,
});
export type PromotionQuery = z.infer<typeof PromotionQuerySchema>;
export const PromotionParamsSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_~.-]{1,80}$/)),
});

export interface PromotionTagFilter {
  allOfTags?: readonly string[];
  anyOfTags?: readonly string[];
  noneOfTags?: readonly string[];
}

const LinkSchema = z.object({
  url: HrefSchema,
  text: cmsText(),
  boldLink: z.optional(z.boolean()),
  slot: z.optional(cmsText()),
});
export const CutoutSchema = z.object({
  imagePath: cmsText(),
  targetSize: z.object({ width: z.number(), height: z.number() }),
  breakpoint: z.optional(cmsText()),
  imageCss: z.optional(cmsText()),
  containerCss: z.optional(cmsText()),
});
export type PromotionCutout = z.infer<typeof CutoutSchema>;

/** The parsed contentJSON as editors write it; the header normalises it before use. */
export const PromotionContentSchema = z.looseObject({
  headline: z.optional(cmsMarkup()),
  promotionTextLong: z.optional(cmsMarkup()),
  headlineShort: z.optional(cmsText()),
  subline: z.optional(cmsMarkup()),
  image: z.optional(
    z.object({
      alt: z.optional(cmsText()),
      cutouts: z.array(CutoutSchema).check(z.maxLength(CMS_LIST_MAX_LENGTH)),
    }),
  ),
  theme: z.optional(z.enum(['dark', 'light'])),
  backgroundColorCode: z.optional(cmsText()),
  textColor: z.optional(cmsText()),
  legalText: z.optional(cmsMarkup()),
  legalTextHint: z.optional(cmsMarkup()),
  legalTextHintShort: z.optional(cmsText()),
  voucherCode: z.optional(cmsText()),
  voucherCodeInstructions: z.optional(cmsText()),
  ctaButtonText: z.optional(cmsText()),
  ctaButtonLink: z.optional(HrefSchema),
  /** VOUCHER shows the voucher code, BUTTON the call-to-action button. */
  voucherOrButton: z.optional(z.enum(['VOUCHER', 'BUTTON'])),
  links: z.optional(z.array(LinkSchema).check(z.maxLength(CMS_LIST_MAX_LENGTH))),
  link: z.optional(LinkSchema),
  linkURL: z.optional(HrefSchema),
  linkText: z.optional(cmsText()),
});
export type PromotionContent = z.infer<typeof PromotionContentSchema>;
