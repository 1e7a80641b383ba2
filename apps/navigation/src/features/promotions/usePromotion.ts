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
 * One promotion for the header: reused from the document server when it fetched it (no second
 * request), else fetched here; refetched when the id or a tag filter changes, and always fetched
 * in the browser when a preview cookie is present (staff see unpublished content).
 */
export function usePromotion(promotionId: string | undefined, site: Site, tags: PromotionTagFilter = {}): PromotionState {
  const tagKey = JSON.stringify([tags.allOfTags ?? [], tags.anyOfTags ?? [], tags.noneOfTags ?? []]);
  const [state, setState] = useState<PromotionState>({ status: 'loading' });

  useEffect(() => {
    if (!promotionId) {
      setState({ status: 'done', loaded: undefined });
      return;
    }
    const [allOfTags, anyOfTags, noneOfTags] = JSON.parse(tagKey) as [string[], string[], string[]];
    const preview = Boolean(readCookie(COOKIE_NAMES.preview));
    const prefetched = preview ? undefined : readPrefetchedPromotion(promotionId, site);
    if (prefetched !== undefined) {
      setState(finish(promotionId, prefetched ? toLoadedPromotion(prefetched) : undefined));
      return;
    }
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
