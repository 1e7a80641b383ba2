import type { SuggestedProduct } from '@storefront/search-schemas';

/**
 * The product's view URL plus `query` (the typed text) and `dim1` (the dimension key) when present.
 * Only same-site paths are accepted from the API; anything else gives no link at all.
 */
export function productHref(product: SuggestedProduct, typed: string): string | undefined {
  const view = product.productViewUrl;
  if (!view.startsWith('/') || view.startsWith('//') || view.includes('\\')) return undefined;
  const params = [`query=${encodeURIComponent(typed)}`];
  if (product.webshopProductDimensionKey)
    params.push(`dim1=${encodeURIComponent(product.webshopProductDimensionKey)}`);
  return `${view}${view.includes('?') ? '&' : '?'}${params.join('&')}`;
}
