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

/** The promotion address with tag parameters only when non-empty; never protocol-relative. */
export function promotionUrl(promotionId: string, tags: PromotionTagFilter = {}): string {
  const params = new URLSearchParams();
  for (const name of ['allOfTags', 'anyOfTags', 'noneOfTags'] as const) {
    const list = (tags[name] ?? []).filter(Boolean);
    if (list.length > 0) params.set(name, list.join(','));
  }
  const query = params.toString();
  const url = `${PROMOTION_PATH}/${encodeURIComponent(promotionId)}${query ? `?${query}` : ''}`;
  // A `//` start would make the browser ask another host.
  return url.replace(/^\/{2,}/, '/');
}

/** Asks the promotion service; null when it has nothing (404) or failed: failures are swallowed. */
export async function fetchPromotion(promotionId: string, site: Site, tags: PromotionTagFilter = {}, client: HttpClient = http): Promise<PromotionResponse | null> {
  try {
    return await client.get(promotionUrl(promotionId, tags), PromotionResponseSchema, { headers: { [HEADER_NAMES.site]: site } });
  } catch {
    return null;
  }
}

/**
 * What the document server already fetched: a response, null when it found nothing, or undefined
 * when it did not try (then the browser fetches).
 */
export function readPrefetchedPromotion(promotionId: string, site: Site, doc: Document = document): PromotionResponse | null | undefined {
  const element = doc.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as { prefetched?: Record<string, unknown> };
    const key = prefetchedPromotionKey(promotionId, site);
    if (!state.prefetched || !(key in state.prefetched)) return undefined;
    const value = state.prefetched[key];
    if (value === null) return null;
    const parsed = PromotionResponseSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
