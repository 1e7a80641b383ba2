import { useEffect } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import { SearchFlyout } from '../flyout/SearchFlyout';
import { useFlyoutVariant } from '../flyout/useFlyoutVariant';
import { loadCacheKeyOnce } from '../suggestions/suggestionsApi';
import { SearchForm } from './SearchForm';

/** The header's search: the inline box with suggestions, or on phones the search flyout. */
export function SearchBox({ site, platform }: RemoteProps) {
  const flyout = useFlyoutVariant(platform);
  useEffect(() => {
    void loadCacheKeyOnce();
  }, []);
  if (flyout) return <SearchFlyout>{(close) => <SearchForm site={site} variant="flyout" autoFocus onEscape={close} />}</SearchFlyout>;
  return <SearchForm site={site} variant="overlay" />;
}
