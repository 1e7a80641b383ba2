import { useEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { type Site } from '@storefront/contracts';
import { emptyCart, type Cart } from '@storefront/cart-schemas';
import { useHydrating } from '../useHydrating';
import {
  cartAtom,
  cartBusyAtom,
  cartKnownAtom,
  cartMessageAtom,
  deletedItemsAtom,
  removeItem,
  restoreItem,
  dismissMessage,
  startCart,
  type CartMessage,
  type DeletedItem,
} from './cartStore';
import type { CartItem } from './cartItems';

interface CartState {
  cart: Cart;
  known: boolean;
  busy: boolean;
  message: CartMessage | undefined;
  deleted: DeletedItem[];
}

const NO_DELETED: DeletedItem[] = [];

/** What the server rendered: its store starts empty and runs no effects, so only the seed counts. */
function serverState(seed: Cart | undefined): CartState {
  return {
    cart: seed ?? emptyCart(),
    known: seed !== undefined,
    busy: false,
    message: undefined,
    deleted: NO_DELETED,
  };
}

/**
 * The cart as every cart component sees it, with its actions; the first user starts loading, or,
 * given the cart the server rendered with (`seed`, the component's parsed server data), starts from
 * it without a fetch. While hydrating, the view is what the server rendered, whatever
 * the page's store already holds (another cart slot may have started it), so the markup matches.
 */
export function useCart(site: Site, seed?: Cart) {
  const store = useStore();
  const hydrating = useHydrating();
  // The seed of the first render: later renders get the same server data, never a newer cart.
  const firstSeed = useRef(seed);
  useEffect(() => startCart(store, site, firstSeed.current), [store, site]);
  const live: CartState = {
    cart: useAtomValue(cartAtom, { store }),
    known: useAtomValue(cartKnownAtom, { store }),
    busy: useAtomValue(cartBusyAtom, { store }),
    message: useAtomValue(cartMessageAtom, { store }),
    deleted: useAtomValue(deletedItemsAtom, { store }),
  };
  return {
    ...(hydrating ? serverState(seed) : live),
    remove: (item: CartItem) => removeItem(store, site, item),
    restore: (key: string) => restoreItem(store, site, key),
    dismissMessage: () => dismissMessage(store),
  };
}
