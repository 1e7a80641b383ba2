import type { Locale, PageType } from '@storefront/contracts';
import { pageDefinition } from '@storefront/shell';
import { translate } from './translate';

/**
 * The page's `<meta name="description">`: what a search engine shows under the
 * page's title, the pages table's `description` text (apps/shell/src/pages/pages.ts) in the site's
 * language (a site has one locale; Austria and Switzerland name their country on the home page),
 * as plain text: the document escapes it.
 */
export function metaDescription(locale: Locale, pageType: PageType): string {
  return translate(locale, 'shell', pageDefinition(pageType).description);
}
