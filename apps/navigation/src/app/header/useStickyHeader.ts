import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { HEADER_BEHAVIOUR, SCROLL_DEBOUNCE_MS } from './constants';
import { isStickyMode, scrollStep } from './sticky';

export interface StickyState {
  sticky: boolean;
  fixed: boolean;
  hidden: boolean;
  barHeight: number;
}

/**
 * Sticky and hide-on-scroll for the header bar. While a flyout is open scrolling is ignored, and
 * in sticky mode the body is locked; its scroll position comes back when the flyout closes.
 */
export function useStickyHeader(
  spacerRef: RefObject<HTMLElement | null>,
  barRef: RefObject<HTMLElement | null>,
  pageType: string,
  flyoutOpen: boolean,
): StickyState {
  const [state, setState] = useState<StickyState>({
    sticky: false,
    fixed: false,
    hidden: false,
    barHeight: 0,
  });
  const lastScrollY = useRef(0);
  const flyoutOpenRef = useRef(flyoutOpen);
  flyoutOpenRef.current = flyoutOpen;

  useEffect(() => {
    const sticky = isStickyMode(HEADER_BEHAVIOUR, document.documentElement.dataset.platform);
    setState((current) => ({ ...current, sticky }));
    if (!sticky) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const spacer = spacerRef.current;
      const bar = barRef.current;
      if (!spacer || !bar || flyoutOpenRef.current) return;
      const barTop = spacer.getBoundingClientRect().top + window.scrollY;
      const barHeight = bar.offsetHeight;
      setState((current) => {
        const outcome = scrollStep({
          scrollY: window.scrollY,
          lastScrollY: lastScrollY.current,
          barTop,
          barHeight,
          hidden: current.hidden,
          pageType,
        });
        lastScrollY.current = window.scrollY;
        if (
          outcome.fixed === current.fixed &&
          outcome.hidden === current.hidden &&
          barHeight === current.barHeight
        )
          return current;
        return { ...current, ...outcome, barHeight };
      });
    };
    const onScroll = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [spacerRef, barRef, pageType]);

  // Opening a flyout on a sticky header locks the page behind it and remembers where it was, also
  // before the bar has scrolled past its top (spec header-search-cart.md section 4, "Navigation flyout").
  useLayoutEffect(() => {
    if (!flyoutOpen || !state.sticky) return;
    const scrollY = window.scrollY;
    const body = document.body;
    body.style.setProperty('position', 'fixed');
    body.style.setProperty('top', `-${scrollY}px`);
    body.style.setProperty('width', '100%');
    return () => {
      body.style.removeProperty('position');
      body.style.removeProperty('top');
      body.style.removeProperty('width');
      window.scrollTo(0, scrollY);
      lastScrollY.current = scrollY;
    };
  }, [flyoutOpen, state.sticky]);

  return state;
}
