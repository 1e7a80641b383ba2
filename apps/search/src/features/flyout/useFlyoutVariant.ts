import { useEffect, useState } from 'react';
import { isAppLike, type Platform } from '@storefront/contracts';
import { FLYOUT_MEDIA_QUERY } from './flyoutConstants';

function narrowNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(FLYOUT_MEDIA_QUERY).matches;
}

/** Phones and app-like platforms get the search flyout instead of the inline box. */
export function useFlyoutVariant(platform: Platform): boolean {
  const [narrow, setNarrow] = useState(narrowNow);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(FLYOUT_MEDIA_QUERY);
    const update = () => setNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return isAppLike(platform) || narrow;
}
