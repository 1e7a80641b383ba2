/**
 * The cookies that shape a page's HTML for one visitor, spelled out by name as issues 27 (item 5)
 * and 29 (item 4) list them: what the page-cache tests hold the shell's own list to, so a name
 * dropped from it fails them. (`platform` takes the value `MATCH`, `sf_render` the value `browser`.)
 */
export const PAGE_SHAPING_COOKIE_NAMES = [
  'LoginToken',
  'LongTermToken',
  'PreviewAuth',
  'ToolAuth',
  'preview',
  'cart_id',
  '__Host-cart_id',
  'platform',
  'storefront-app',
  'affiliateNumber',
  'sf_render',
] as const;
