import { useEffect, useMemo } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import { SearchFlyout, useFlyoutVariant } from '../../features/flyout';
import { loadCacheKeyOnce } from '../../features/suggestions';
import { SearchForm } from './SearchForm';
import { parseSearchBoxServerData } from './searchBoxServerData';

/** The header's search: the inline box with suggestions, or on phones the search flyout. */
export function SearchBox({ site, platform, serverData }: RemoteProps) {
  const flyout = useFlyoutVariant(platform);
  const initialTerm = useMemo(() => parseSearchBoxServerData(serverData)?.term, [serverData]);
  useEffect(() => {
    void loadCacheKeyOnce();
  }, []);
  if (flyout)
    return (
      <SearchFlyout>
        {(close) => (
          <SearchForm
            site={site}
            variant="flyout"
            initialTerm={initialTerm}
            autoFocus
            onEscape={close}
          />
        )}
      </SearchFlyout>
    );
  return <SearchForm site={site} variant="overlay" initialTerm={initialTerm} />;
}
