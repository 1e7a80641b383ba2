/** Scroll handling of the sticky header is debounced by this much. */
export const SCROLL_DEBOUNCE_MS = 50;
/** The header's behaviour; sticky keeps the bar at the top while scrolling. */
export const HEADER_BEHAVIOUR: 'sticky' | 'static' = 'sticky';
/** On these page types the header does not hide or show itself on scroll. */
export const NO_HIDE_PAGE_TYPES: readonly string[] = ['basket', 'ProductDetailPage'];
