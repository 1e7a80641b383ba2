import type { Site } from '@storefront/contracts';
import { collectedWithin } from '@storefront/platform';
import type { PromotionResponse } from '@storefront/navigation-schemas';
import { fetchPromotion } from './promotionApi';
import { headerPromotionIds } from './headerPromotionIds';

export type HeaderPromotions = Record<string, PromotionResponse | null>;

// One request per page and site: the header may render again (a retry after an error) but never asks twice.
const asked = new Map<string, Promise<HeaderPromotions>>();

/**
 * The header's promotions when the browser renders it from scratch: the page left to the browser
 * (sf_render), or a slot the server could only give its fallback. The header waits for them
 * before it first shows, with the shell's placeholder in its place, as the document server does:
 * a banner arriving after the header would push the page down under the shopper's pointer (a
 * click pressed before the 40 px shift and released after it hit nothing). An answer of none (or
 * a failure, as `fetchPromotion` reports both) is null; one not in by SLOT_DATA_WAIT_MS is left out.
 */
export function browserHeaderPromotions(site: Site, path: string): Promise<HeaderPromotions> {
  const key = `${site} ${path}`;
  const known = asked.get(key);
  if (known) return known;
  const promotions = collectedWithin<HeaderPromotions>({}, (answers) =>
    Promise.all(
      headerPromotionIds(path).map(async (id) => {
        answers[id] = await fetchPromotion(id, site);
      }),
    ),
  );
  asked.set(key, promotions);
  return promotions;
}
