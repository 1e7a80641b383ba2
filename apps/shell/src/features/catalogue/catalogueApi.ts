import { HOME_PRODUCT_COUNT, ProductListSchema, ProductSchema, prefetchedHomeProductsKey, prefetchedProductKey, type Product, type Site } from '@storefront/contracts';
import { http } from '@storefront/platform';

export async function fetchProducts(site: Site, limit = HOME_PRODUCT_COUNT): Promise<Product[]> {
  return (await http.get('/service/catalogue/api/products', ProductListSchema, { params: { site, limit } })).products;
}

export function fetchProduct(site: Site, id: string): Promise<Product> {
  return http.get(`/service/catalogue/api/products/${encodeURIComponent(id)}`, ProductSchema, { params: { site } });
}

/** The home products the document server embedded, validated like any answer; else undefined. */
export function prefetchedHomeProducts(prefetched: Record<string, unknown>, site: Site): Product[] | undefined {
  const result = ProductListSchema.safeParse(prefetched[prefetchedHomeProductsKey(site)]);
  return result.success ? result.data.products : undefined;
}

/** A product page's product as the document server embedded it: the product, 'missing', or undefined (ask). */
export function prefetchedProduct(prefetched: Record<string, unknown>, site: Site, id: string): Product | 'missing' | undefined {
  const value = prefetched[prefetchedProductKey(site, id)];
  if (value === null) return 'missing';
  const result = ProductSchema.safeParse(value);
  return result.success ? result.data : undefined;
}
