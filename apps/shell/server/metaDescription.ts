import type { Locale, PageType } from '@storefront/contracts';
import { translate } from './translate';

/**
 * The shell's text for each page type's `<meta name="description">` (issue 16, item 7): what a
 * search engine shows under the page's title. One per page type, in the site's language (a site
 * has one locale; Austria and Switzerland name their country on the home page).
 */
export const META_DESCRIPTION_KEYS: Readonly<Record<PageType, string>> = {
  home: 'metaDescription.home',
  ProductDetailPage: 'metaDescription.product',
  basket: 'metaDescription.basket',
  search: 'metaDescription.search',
  newsletter: 'metaDescription.newsletter',
  newsletterConfirm: 'metaDescription.newsletterConfirm',
  newsletterSubscription: 'metaDescription.newsletterSubscription',
  content: 'metaDescription.content',
  notFound: 'metaDescription.notFound',
  login: 'metaDescription.login',
  staffLogin: 'metaDescription.staffLogin',
  logout: 'metaDescription.logout',
  uiCatalogue: 'metaDescription.uiCatalogue',
};

/** The page's description in the locale (or its fallback), as plain text: the document escapes it. */
export function metaDescription(locale: Locale, pageType: PageType): string {
  return translate(locale, 'shell', META_DESCRIPTION_KEYS[pageType]);
}
