import type { CartErrorCode } from '@storefront/contracts';

export type CartCallKind = 'read' | 'change';

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
      return call === 'read' ? 'error.read' : 'error.change';
  }
}
