import { type Site, emit } from '@storefront/contracts';
import type { AddToCartRequest } from '@storefront/cart-schemas';
import {
  ADD_TO_CART_PATH,
  postCartChange,
  noteCartChangedOnThisPage,
} from '../../shared/cart-state';

/** One more piece of a product; tells the mini cart to reload. Throws a CartError. */
export async function addToCart(site: Site, productId: string): Promise<void> {
  const request: AddToCartRequest = { productId };
  await postCartChange(site, request, ADD_TO_CART_PATH);
  // A mini cart not hydrated yet misses the event below: it then loads rather than show its seed.
  noteCartChangedOnThisPage();
  emit('cart:cart-update', { source: 'cart:add-to-cart' });
}
