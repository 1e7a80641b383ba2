import { type Site } from '@storefront/contracts';
import { MAX_SEARCH_RESULTS, type SearchResults } from '@storefront/search-schemas';
import { formatPrice } from '@storefront/i18n';

/** One product of the results page as it is shown: what the tile renders, nothing more. */
export interface ResultTile {
  id: string;
  title: string;
  href: string;
  imageUrl: string;
  /** Formatted where the data was read (the server, for server data), so hydration shows the very same text. */
  price: string;
}

export interface ResultsView {
  total: number;
  tiles: ResultTile[];
}

/** A link of this site only: a path, never `//host`, `javascript:` or a backslash trick. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

function isImageSource(value: string): boolean {
  return isSitePath(value) || value.startsWith('https://');
}

/**
 * The API's answer as the page shows it: products without a same-site link or a plain image source
 * are left out (the answer is untrusted, spec header-search-cart.md section 2: product links go to
 * the product's view URL), at most MAX_SEARCH_RESULTS, prices in the site's currency.
 */
export function toResultsView(results: SearchResults, site: Site): ResultsView {
  const tiles = results.products
    .filter((product) => isSitePath(product.productViewUrl) && isImageSource(product.imageUrl))
    .slice(0, MAX_SEARCH_RESULTS)
    .map((product) => ({
      id: product.id,
      title: product.title,
      href: product.productViewUrl,
      imageUrl: product.imageUrl,
      price: formatPrice(product.price, site),
    }));
  const total =
    Number.isSafeInteger(results.total) && results.total >= tiles.length
      ? results.total
      : tiles.length;
  return { total, tiles };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** One tile read back from JSON (server data): every field a string, the link and image checked again. */
export function parseTile(value: unknown): ResultTile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, title, href, imageUrl, price } = value as Record<string, unknown>;
  if (
    !isString(id) ||
    !isString(title) ||
    !isString(href) ||
    !isString(imageUrl) ||
    !isString(price)
  )
    return undefined;
  if (!isSitePath(href) || !isImageSource(imageUrl)) return undefined;
  return { id, title, href, imageUrl, price };
}
