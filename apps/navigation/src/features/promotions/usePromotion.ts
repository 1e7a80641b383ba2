import { useEffect, useState } from 'react';
import { COOKIE_NAMES, emit, readCookie, type PromotionTagFilter, type Site } from '@storefront/contracts';
import { toLoadedPromotion, type LoadedPromotion } from './normalise';
import { fetchPromotion, readPrefetchedPromotion } from './promotionApi';

export type PromotionState = { status: 'loading' } | { status: 'done'; loaded: LoadedPromotion | undefined };

function finish(promotionId: string, loaded: LoadedPromotion | undefined): PromotionState {
  emit('navigation:promotion-fetched', { promotionId, fetched: Boolean(loaded) });
  return { status: 'done', loaded };
}

/**
 * What is known without a request: nothing to show without an id, or the document server's copy
 * (never with a preview cookie: staff see unpublished content, fetched in the browser).
 */
function knownWithoutRequest(promotionId: string | undefined, site: Site): { loaded: LoadedPromotion | undefined } | undefined {
  if (!promotionId) return { loaded: undefined };
  if (readCookie(COOKIE_NAMES.preview)) return undefined;
  const prefetched = readPrefetchedPromotion(promotionId, site);
  if (prefetched === undefined) return undefined;
  return { loaded: prefetched ? toLoadedPromotion(prefetched) : undefined };
}

/**
 * One promotion for the header: reused from the document server when it fetched it (no second
 * request, and shown on the first render so the header does not grow afterwards), else fetched
 * here; refetched when the id or a tag filter changes, and always fetched in the browser when a
 * preview cookie is present.
 */
export function usePromotion(promotionId: string | undefined, site: Site, tags: PromotionTagFilter = {}): PromotionState {
  const tagKey = JSON.stringify([tags.allOfTags ?? [], tags.anyOfTags ?? [], tags.noneOfTags ?? []]);
  const [state, setState] = useState<PromotionState>(() => {
    const known = knownWithoutRequest(promotionId, site);
    return known ? { status: 'done', loaded: known.loaded } : { status: 'loading' };
  });

  useEffect(() => {
    const known = knownWithoutRequest(promotionId, site);
    if (known) {
      if (promotionId) setState(finish(promotionId, known.loaded));
      else setState({ status: 'done', loaded: undefined });
      return;
    }
    if (!promotionId) return;
    const [allOfTags, anyOfTags, noneOfTags] = JSON.parse(tagKey) as [string[], string[], string[]];
    let current = true;
    setState({ status: 'loading' });
    void fetchPromotion(promotionId, site, { allOfTags, anyOfTags, noneOfTags }).then((response) => {
      if (current) setState(finish(promotionId, response ? toLoadedPromotion(response) : undefined));
    });
    return () => {
      current = false;
    };
  }, [promotionId, site, tagKey]);

  return state;
}
