// The cart state the cart's features share (store, API calls, server data): its users import it from here.
export {
  ADD_TO_CART_PATH,
  CART_API_PATH,
  CartError,
  type ChangeResult,
  fetchCart,
  isSendableChange,
  postCartChange,
  toCartError,
} from './cartApi';
export {
  type CartItem,
  type CartItemKind,
  itemAvailability,
  itemId,
  itemKey,
  itemPrice,
  itemQuantity,
  itemTitle,
  listDefectiveItems,
  listItems,
  removalChange,
  RESTORABLE_KINDS,
  restoreChange,
  withItem,
  withoutItem,
} from './cartItems';
export { type CartCallKind, cartMessageKey, removalCallKind } from './cartMessages';
export {
  type CartServerData,
  hasCartCookie,
  loadCartServerData,
  parseCartServerData,
  type ParsedCartServerData,
} from './cartServerData';
export {
  cartAtom,
  cartBusyAtom,
  cartKnownAtom,
  type CartMessage,
  cartMessageAtom,
  type CartStore,
  type DeletedItem,
  deletedItemsAtom,
  dismissMessage,
  loadCart,
  noteCartChangedOnThisPage,
  removeItem,
  restoreFromStorage,
  restoreItem,
  setCart,
  showMessage,
  startCart,
} from './cartStore';
export { canCheckout } from './checkout';
export {
  BADGE_MAX,
  CART_MESSAGE_VISIBLE_MS,
  CART_STORAGE_KEY,
  CHECKOUT_PATH,
  DELETED_ITEM_VISIBLE_MS,
} from './constants';
export { cartPriceTexts, parsePriceTexts, priceText, type PriceTexts } from './priceTexts';
export { useCart } from './useCart';
