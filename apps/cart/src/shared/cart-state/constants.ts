/** The one browser-storage key the cart is kept under, restored at start so the badge shows at once. */
export const CART_STORAGE_KEY = 'storefront:cart';
/** A removed article, free article or gift card stays shown as deleted (with restore) this long. */
export const DELETED_ITEM_VISIBLE_MS = 10_000;
/** Error and limit messages disappear after this long. */
export const CART_MESSAGE_VISIBLE_MS = 7_500;
/** Above this count the badge shows "+99" in a smaller style. */
export const BADGE_MAX = 99;
/** Where the checkout starts; the storefront has no checkout yet, the link is the contract. */
export const CHECKOUT_PATH = '/checkout';
