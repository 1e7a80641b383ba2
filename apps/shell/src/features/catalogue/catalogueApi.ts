import { http, ProductListSchema, ProductSchema, type Product, type Site } from '@storefront/contracts';

export async function fetchProducts(site: Site, limit = 12): Promise<Product[]> {
  return (await http.get('/service/catalogue/api/products', ProductListSchema, { params: { site, limit } })).products;
}

export function fetchProduct(site: Site, id: string): Promise<Product> {
  return http.get(`/service/catalogue/api/products/${encodeURIComponent(id)}`, ProductSchema, { params: { site } });
}
