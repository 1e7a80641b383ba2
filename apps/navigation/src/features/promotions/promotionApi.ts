import {
  HEADER_NAMES,
  INITIAL_STATE_ELEMENT_ID,
  PROMOTION_PATH,
  PromotionResponseSchema,
  http,
  prefetchedPromotionKey,
  type HttpClient,
  type PromotionResponse,
  type PromotionTagFilter,
  type Site,
} from '@storefront/contracts';

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
export async function fetchPromotion(promotionId: string, site: Site, tags: PromotionTagFilter = {}, client: HttpClient = http): Promise<PromotionResponse | null> {
  try {
    return await client.get(promotionUrl(promotionId, tags), PromotionResponseSchema, { headers: { [HEADER_NAMES.site]: site } });
  } catch {
    return null;
  }
}

let parsedState: { text: string; prefetched: Record<string, unknown> | undefined } | undefined;

/** The page state's `prefetched`, parsed once per document rather than once per promotion and render. */
function prefetchedOf(doc: Document): Record<string, unknown> | undefined {
  const text = doc.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  if (parsedState?.text !== text) {
    let prefetched: Record<string, unknown> | undefined;
    try {
      prefetched = (JSON.parse(text) as { prefetched?: Record<string, unknown> }).prefetched;
    } catch {
      prefetched = undefined;
    }
    parsedState = { text, prefetched };
  }
  return parsedState.prefetched;
}

/**
 * What the document server already fetched: a response, null when it found nothing, or undefined
 * when it did not try (then the browser fetches).
 */
export function readPrefetchedPromotion(promotionId: string, site: Site, doc: Document = document): PromotionResponse | null | undefined {
  const prefetched = prefetchedOf(doc);
  const key = prefetchedPromotionKey(promotionId, site);
  if (!prefetched || !(key in prefetched)) return undefined;
  const value = prefetched[key];
  if (value === null) return null;
  const parsed = PromotionResponseSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
