import { emit, HEADER_NAMES, type Site } from '@storefront/contracts';
import { CartResponseSchema, type DemoCartRequest } from '@storefront/cart-schemas';
import { http } from '@storefront/platform';
import {
  CART_API_PATH,
  toCartError,
  setCart,
  showMessage,
  type CartStore,
} from '../../shared/cart-state';

/** Replaces the cart with one of the API's demo carts (apps/api/src/domains/cart/seed/content/demo-carts.json). */
export async function loadDemoCart(
  store: CartStore,
  site: Site,
  variant: DemoCartRequest['variant'],
): Promise<void> {
  try {
    const body = await http.postJson(`${CART_API_PATH}/demo`, { variant }, CartResponseSchema, {
      headers: { [HEADER_NAMES.site]: site },
    });
    setCart(store, site, body.cart);
    emit('cart:cart-changed', { source: 'cart:demo-cart' });
  } catch (error) {
    const { code, limit } = toCartError(error);
    showMessage(store, code, 'change', limit);
  }
}
