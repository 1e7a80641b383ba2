import {
  HOME_PRODUCT_COUNT,
  ProductListSchema,
  ProductSchema,
  type Product,
  type Site,
} from '@storefront/contracts';
import { http } from '@storefront/platform';

export async function fetchProducts(site: Site, limit = HOME_PRODUCT_COUNT): Promise<Product[]> {
  return (
    await http.get('/service/catalogue/api/products', ProductListSchema, {
      params: { site, limit },
    })
  ).products;
}

export function fetchProduct(site: Site, id: string): Promise<Product> {
  return http.get(`/service/catalogue/api/products/${encodeURIComponent(id)}`, ProductSchema, {
    params: { site },
  });
}
