import i18next from 'i18next';
import { emit, type Site } from '@storefront/contracts';
import { type Cart, type CartArticle, type CartChangeRequest } from '@storefront/cart-schemas';
import { postCartChange, toCartError, cartMessageKey } from '../../shared/cart-state';

export interface ExternalChangeResult {
  cart?: Cart;
  addedProduct?: CartArticle;
  /** The localised message of the error code; UNKNOWN's message when the network failed. */
  message?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A cart change posted by another part of the page (e.g. an add-to-cart button). Returns the cart
 * and added product, the error's message (with its limit), or an empty result when the server
 * answers 304. On success the mini cart is told to reload.
 */
export async function externalCartChange(
  site: Site,
  change: CartChangeRequest,
  translate: Translate = i18next.getFixedT(null, 'cart'),
): Promise<ExternalChangeResult> {
  try {
    const result = await postCartChange(site, change);
    if (result.status === 'unchanged') return {};
    emit('cart:cart-update', { source: 'cart:external-change' });
    return {
      cart: result.response.cart,
      ...(result.response.addedProduct ? { addedProduct: result.response.addedProduct } : {}),
    };
  } catch (error) {
    const { code, limit } = toCartError(error);
    return {
      message: translate(cartMessageKey(code, 'change'), limit === undefined ? {} : { limit }),
    };
  }
}
