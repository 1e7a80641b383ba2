import { useEffect, useState } from 'react';
import type { Site } from '@storefront/contracts';
import { fetchFooterContent, type FooterContentResult } from './footerContentApi';

export type FooterContentState = { source: 'loading' } | FooterContentResult;

export function useFooterContent(site: Site): FooterContentState {
  const [state, setState] = useState<FooterContentState>({ source: 'loading' });
  useEffect(() => {
    let active = true;
    void fetchFooterContent(site).then((result) => active && setState(result));
    return () => {
      active = false;
    };
  }, [site]);
  return state;
}
