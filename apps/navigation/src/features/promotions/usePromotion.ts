import { useEffect, useState } from 'react';
import { emit, type Site } from '@storefront/contracts';
import { type PromotionResponse, type PromotionTagFilter } from '@storefront/navigation-schemas';
import { toLoadedPromotion, type LoadedPromotion } from './normalise';
import { fetchPromotion } from './promotionApi';

export type PromotionState =
  { status: 'loading' } | { status: 'done'; loaded: LoadedPromotion | undefined };

function finish(promotionId: string, loaded: LoadedPromotion | undefined): PromotionState {
  emit('navigation:promotion-fetched', { promotionId, fetched: Boolean(loaded) });
  return { status: 'done', loaded };
}

const NO_TAGS = '[[],[],[]]';

/**
 * One promotion for the header: the header's server data (`initial`: a response, null for none,
 * undefined when the server did not ask) shows on the first render, on the server and in the
 * browser alike, so the header does not grow afterwards and the browser does not ask again
 *. Without it, it is fetched here; refetched when the id or a tag filter changes, and
 * always fetched in the browser when a preview cookie is present (the server then leaves
 * promotions out: staff see unpublished content).
 */
export function usePromotion(
  promotionId: string | undefined,
  site: Site,
  tags: PromotionTagFilter = {},
  initial?: PromotionResponse | null,
): PromotionState {
  const tagKey = JSON.stringify([
    tags.allOfTags ?? [],
    tags.anyOfTags ?? [],
    tags.noneOfTags ?? [],
  ]);
  // Nothing from the browser here (cookies, the document): the first render must match the server's.
  const [state, setState] = useState<PromotionState>(() =>
    !promotionId
      ? { status: 'done', loaded: undefined }
      : initial !== undefined
        ? { status: 'done', loaded: initial ? toLoadedPromotion(initial) : undefined }
        : { status: 'loading' },
  );
  // The server's copy is for the first id and no tag filter; a later change asks the service.
  const [served] = useState(() =>
    initial !== undefined && promotionId ? { promotionId, site, tagKey, initial } : undefined,
  );

  useEffect(() => {
    if (
      served &&
      served.promotionId === promotionId &&
      served.site === site &&
      served.tagKey === tagKey &&
      tagKey === NO_TAGS
    ) {
      setState(
        finish(served.promotionId, served.initial ? toLoadedPromotion(served.initial) : undefined),
      );
      return;
    }
    if (!promotionId) {
      setState({ status: 'done', loaded: undefined });
      return;
    }
    const [allOfTags, anyOfTags, noneOfTags] = JSON.parse(tagKey) as [string[], string[], string[]];
    let current = true;
    setState({ status: 'loading' });
    void fetchPromotion(promotionId, site, { allOfTags, anyOfTags, noneOfTags }).then(
      (response) => {
        if (current)
          setState(finish(promotionId, response ? toLoadedPromotion(response) : undefined));
      },
    );
    return () => {
      current = false;
    };
  }, [promotionId, site, tagKey, served]);

  return state;
}
