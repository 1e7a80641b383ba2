import { useEffect, useRef, useState } from 'react';
import type { Site } from '@storefront/contracts';
import { fetchFooterContent, type FooterContentResult } from './footerContentApi';

export type FooterContentState = { source: 'loading' } | FooterContentResult;

/**
 * The site's footer content. With the server's it starts from that and fetches nothing;
 * without, it loads in the browser as before.
 */
export function useFooterContent(site: Site, fromServer?: FooterContentResult): FooterContentState {
  const [state, setState] = useState<FooterContentState>(fromServer ?? { source: 'loading' });
  const seededSite = useRef<Site | undefined>(fromServer ? site : undefined);
  useEffect(() => {
    if (seededSite.current === site) return;
    seededSite.current = undefined;
    let active = true;
    void fetchFooterContent(site).then((result) => active && setState(result));
    return () => {
      active = false;
    };
  }, [site]);
  return state;
}
