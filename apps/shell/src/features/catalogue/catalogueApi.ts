import { HOME_PRODUCT_COUNT, http, ProductListSchema, ProductSchema, prefetchedHomeProductsKey, type Product, type Site } from '@storefront/contracts';

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
