import {
  HEADER_BENEFITS_PROMOTION_ID,
  HEADER_PI_PROMOTION_ID,
  HEADER_TOP_PROMOTION_ID,
  categoryPromotionIdForPath,
} from '@storefront/navigation-schemas';

/**
 * The promotions the header shows on a page, in its order: the top banner, the benefits strip, the
 * category banner on a category page and the phase integration (spec header-search-cart.md
 * section 4). One list for the document server's request and the browser's.
 */
export function headerPromotionIds(path: string): string[] {
  return [
    HEADER_TOP_PROMOTION_ID,
    HEADER_BENEFITS_PROMOTION_ID,
    categoryPromotionIdForPath(path),
    HEADER_PI_PROMOTION_ID,
  ].filter((id): id is string => Boolean(id));
}
