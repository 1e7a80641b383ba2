import { HEADER_NAMES, type Site } from '@storefront/contracts';
import {
  PROMOTION_PATH,
  PromotionResponseSchema,
  type PromotionResponse,
  type PromotionTagFilter,
} from '@storefront/navigation-schemas';
import { http, type HttpClient } from '@storefront/platform';

/**
 * The promotion address with tag parameters only when non-empty. It always starts with the fixed
 * PROMOTION_PATH and the id is encoded, so it can never start with `//` (spec section 5).
 */
export function promotionUrl(promotionId: string, tags: PromotionTagFilter = {}): string {
  const params = new URLSearchParams();
  for (const name of ['allOfTags', 'anyOfTags', 'noneOfTags'] as const) {
    const list = (tags[name] ?? []).filter(Boolean);
    if (list.length > 0) params.set(name, list.join(','));
  }
  const query = params.toString();
  return `${PROMOTION_PATH}/${encodeURIComponent(promotionId)}${query ? `?${query}` : ''}`;
}

/** Asks the promotion service; null when it has nothing (404) or failed: failures are swallowed. */
export async function fetchPromotion(
  promotionId: string,
  site: Site,
  tags: PromotionTagFilter = {},
  client: HttpClient = http,
): Promise<PromotionResponse | null> {
  try {
    return await client.get(promotionUrl(promotionId, tags), PromotionResponseSchema, {
      headers: { [HEADER_NAMES.site]: site },
    });
  } catch {
    return null;
  }
}
