import { useLayoutEffect, useRef } from 'react';
import type { Promotion } from './normalise';

/**
 * A promotion's own colours (CMS data), set through the CSSOM: a `style` attribute in the server's
 * HTML is inline style, which the page's CSP refuses (no 'unsafe-inline'); the CSSOM is not. Until
 * then (and without JavaScript) the promotion's theme colours of the stylesheet show.
 */
export function usePromotionColours<E extends HTMLElement>(
  promotion: Pick<Promotion, 'backgroundColorCode' | 'textColor'>,
) {
  const ref = useRef<E>(null);
  const { backgroundColorCode, textColor } = promotion;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.backgroundColor = backgroundColorCode ?? '';
    element.style.color = textColor ?? '';
  }, [backgroundColorCode, textColor]);
  return ref;
}
