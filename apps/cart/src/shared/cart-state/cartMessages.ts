import type { CartErrorCode } from '@storefront/cart-schemas';
import type { CartItem } from './cartItems';

/**
 * Which call failed: a read, a change, or the removal of a gift card or of a free article. A free
 * article is the gift of a campaign's voucher code (its campaignId), so removing it takes the code
 * off the cart: its failure is the spec's "voucher code could not be removed" (header-search-cart.md
 * section 8; docs/spec-conformance.md, HSC-8-7).
 */
export type CartCallKind = 'read' | 'change' | 'giftCardRemoval' | 'voucherRemoval';

/** The call kind of removing a line: gift cards and free articles have their own messages. */
export function removalCallKind(item: CartItem): CartCallKind {
  if (item.kind === 'giftCard') return 'giftCardRemoval';
  if (item.kind === 'freeArticle') return 'voucherRemoval';
  return 'change';
}

const TECHNICAL_ERROR_KEYS: Record<CartCallKind, string> = {
  read: 'error.read',
  change: 'error.change',
  giftCardRemoval: 'error.giftCardRemoval',
  voucherRemoval: 'error.voucherRemoval',
};

/** The i18n key (namespace cart) of an error code's message; limits carry {{limit}}. */
export function cartMessageKey(code: CartErrorCode, call: CartCallKind): string {
  switch (code) {
    case 'CART_LIMIT':
      return 'error.cartLimit';
    case 'ITEM_LIMIT':
      return 'error.itemLimit';
    case 'AVAILABILITY_LIMIT':
      return 'error.availabilityLimit';
    default:
      // UNKNOWN, CARTSTORAGE_UNAVAILABLE, PRODUCTDATA_UNAVAILABLE, PRICE_UNAVAILABLE, NOT_MODIFIED
      return TECHNICAL_ERROR_KEYS[call];
  }
}
