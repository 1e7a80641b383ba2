import { useSyncExternalStore } from 'react';
import { isAppLike, type Platform } from '@storefront/contracts';
import { FLYOUT_MEDIA_QUERY } from './flyoutConstants';

function narrowNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(FLYOUT_MEDIA_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(FLYOUT_MEDIA_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The server cannot know the width: it renders the inline box, a real form that works without JavaScript. */
const notNarrowOnServer = () => false;

/**
 * Phones and app-like platforms get the search flyout instead of the inline box. The width is read
 * only in the browser and after hydration (the first browser render matches the server's
 * HTML; React renders again with the browser's value right after).
 */
export function useFlyoutVariant(platform: Platform): boolean {
  const narrow = useSyncExternalStore(subscribe, narrowNow, notNarrowOnServer);
  return isAppLike(platform) || narrow;
}
