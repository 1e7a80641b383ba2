/**
 * A cookie that makes the document server leave the whole page to the browser (value `browser`):
 * what support compares a page against, and how the end-to-end tests of browser-side faults run
 * (a browser can fail the API calls only where the browser makes them). Harmless to anyone: the
 * page is the same, only rendered later.
 */
export const BROWSER_RENDERING_COOKIE = 'sf_render';
