import { useEffect, useRef, useState } from 'react';
import type { Site } from '@storefront/contracts';
import type { SuggestionsResponse } from '@storefront/search-schemas';
import { MIN_SUGGESTION_CHARS } from './constants';
import { LatestOnly } from './latestOnly';
import { fetchSuggestions } from './suggestionsApi';

/**
 * Suggestions for the typed term, from 2 characters. Each new term cancels the request of the one
 * before; the previous answer stays shown until the new one arrives (no flicker while typing), and a
 * term whose request fails shows none, while retrying and after the last retry.
 */
export function useSuggestions(site: Site, term: string): SuggestionsResponse | undefined {
  const [response, setResponse] = useState<SuggestionsResponse | undefined>();
  const loader = useRef<LatestOnly<SuggestionsResponse>>(null);
  loader.current ??= new LatestOnly<SuggestionsResponse>();

  useEffect(() => {
    const latest = loader.current!;
    if (term.length < MIN_SUGGESTION_CHARS) {
      latest.cancel();
      setResponse(undefined);
      return;
    }
    // The previous answer stays shown while the next one loads, but not while that one is retried.
    latest.run(
      (signal) =>
        fetchSuggestions(site, term, signal, () => !signal.aborted && setResponse(undefined)),
      setResponse,
      () => setResponse(undefined),
    );
  }, [site, term]);

  useEffect(() => () => loader.current?.cancel(), []);
  return response;
}
