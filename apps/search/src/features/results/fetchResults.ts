import { http, ProductListSchema, type Product, type Site } from '@storefront/contracts';

export async function fetchResults(site: Site, query: string, signal?: AbortSignal): Promise<Product[]> {
  const body = await http.get('/service/searchfrontend/api/search', ProductListSchema, { params: { site, query }, signal });
  return body.products;
}
