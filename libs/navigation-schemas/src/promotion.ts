import * as z from 'zod/mini';
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
 * (issue 16). Kept because navigation releases before that call it from the shared copy the
 * shell provides: removing it is a major version of this library (ARCHITECTURE.md, "Shared
 * libraries"), for when no such release is live.
 */
export function prefetchedPromotionKey(promotionId: string, site: string): string {
  return `promotion:${promotionId}:${site}`;
}

export const PROMOTION_PATH = '/service/promotion/api/promotion';

/** GET /service/promotion/api/promotion/{id}: the type and the content as a JSON string. */
export const PromotionResponseSchema = z.object({ type: z.string(), contentJSON: z.string() });
export type PromotionResponse = z.infer<typeof PromotionResponseSchema>;

const tagList = z.optional(z.string().check(z.maxLength(500), z.regex(/^[A-Za-z0-9_~,.-]*$/)));
/** Tag filters, comma separated; the client sends a parameter only when it is non-empty. */
export const PromotionQuerySchema = z.object({ allOfTags: tagList, anyOfTags: tagList, noneOfTags: tagList });
export type PromotionQuery = z.infer<typeof PromotionQuerySchema>;
export const PromotionParamsSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_~.-]{1,80}$/)) });

export interface PromotionTagFilter {
  allOfTags?: readonly string[];
  anyOfTags?: readonly string[];
  noneOfTags?: readonly string[];
}

const LinkSchema = z.object({ url: HrefSchema, text: z.string(), boldLink: z.optional(z.boolean()), slot: z.optional(z.string()) });
export const CutoutSchema = z.object({
  imagePath: z.string(),
  targetSize: z.object({ width: z.number(), height: z.number() }),
  breakpoint: z.optional(z.string()),
  imageCss: z.optional(z.string()),
  containerCss: z.optional(z.string()),
});
export type PromotionCutout = z.infer<typeof CutoutSchema>;

/** The parsed contentJSON as editors write it; the header normalises it before use. */
export const PromotionContentSchema = z.looseObject({
  headline: z.optional(z.string()),
  promotionTextLong: z.optional(z.string()),
  headlineShort: z.optional(z.string()),
  subline: z.optional(z.string()),
  image: z.optional(z.object({ alt: z.optional(z.string()), cutouts: z.array(CutoutSchema) })),
  theme: z.optional(z.enum(['dark', 'light'])),
  backgroundColorCode: z.optional(z.string()),
  textColor: z.optional(z.string()),
  legalText: z.optional(z.string()),
  legalTextHint: z.optional(z.string()),
  legalTextHintShort: z.optional(z.string()),
  voucherCode: z.optional(z.string()),
  voucherCodeInstructions: z.optional(z.string()),
  ctaButtonText: z.optional(z.string()),
  ctaButtonLink: z.optional(HrefSchema),
  /** VOUCHER shows the voucher code, BUTTON the call-to-action button. */
  voucherOrButton: z.optional(z.enum(['VOUCHER', 'BUTTON'])),
  links: z.optional(z.array(LinkSchema)),
  link: z.optional(LinkSchema),
  linkURL: z.optional(HrefSchema),
  linkText: z.optional(z.string()),
});
export type PromotionContent = z.infer<typeof PromotionContentSchema>;
