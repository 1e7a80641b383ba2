import { CartResponseSchema, http, type Cart, type Site } from '@storefront/contracts';

export async function fetchCart(site: Site, forceReload = false): Promise<Cart> {
  const body = await http.get('/service/cart/api/cart', CartResponseSchema, {
    params: { forceReload: forceReload ? 'true' : undefined },
    headers: { 'x-hunter-site': site },
  });
  return body.cart;
}
