import { NO_HIDE_PAGE_TYPES } from './constants';

/** Sticky when the behaviour is sticky, or when the page's platform attribute is anything but CLASSIC. */
export function isStickyMode(
  behaviour: 'sticky' | 'static',
  platformAttribute: string | undefined,
): boolean {
  return (
    behaviour === 'sticky' ||
    (platformAttribute !== undefined && platformAttribute !== '' && platformAttribute !== 'CLASSIC')
  );
}

export interface ScrollInput {
  scrollY: number;
  lastScrollY: number;
  /** Document offset where the bar starts (the heights of everything above it). */
  barTop: number;
  barHeight: number;
  hidden: boolean;
  pageType: string;
}

export interface ScrollOutcome {
  fixed: boolean;
  hidden: boolean;
}

/**
 * One debounced scroll step: the bar becomes fixed once scrolled past its own top; it hides
 * (moves up by its height) on a downward scroll beyond its bottom, and shows again on any upward
 * scroll. Basket and product pages never hide it.
 */
export function scrollStep(input: ScrollInput): ScrollOutcome {
  const fixed = input.scrollY > input.barTop;
  if (!fixed || NO_HIDE_PAGE_TYPES.includes(input.pageType)) return { fixed, hidden: false };
  if (input.scrollY > input.lastScrollY && input.scrollY > input.barTop + input.barHeight)
    return { fixed, hidden: true };
  if (input.scrollY < input.lastScrollY) return { fixed, hidden: false };
  return { fixed, hidden: input.hidden };
}
