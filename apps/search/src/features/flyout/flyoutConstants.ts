/** Spec section 4: opening the search flyout toggles an open class on the page (and an overlay). */
export const SEARCH_FLYOUT_OPEN_CLASS = 'search-flyout-open';
/** The flyout variant replaces the inline box below the header's MATCH width (980 px). */
export const FLYOUT_MEDIA_QUERY = '(max-width: 979px)';
/** Marks the history entry the open flyout pushes, so browser Back closes the flyout first. */
export const FLYOUT_HISTORY_KEY = 'searchFlyout';
