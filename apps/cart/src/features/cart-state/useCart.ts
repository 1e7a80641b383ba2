import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Site } from '@storefront/contracts';
import { cartAtom, cartBusyAtom, cartKnownAtom, cartMessageAtom, deletedItemsAtom, removeItem, restoreItem, dismissMessage, startCart } from './cartStore';
import type { CartItem } from './cartItems';

/** The cart as every cart component sees it, with its actions; the first user starts loading. */
export function useCart(site: Site) {
  const store = useStore();
  useEffect(() => startCart(store, site), [store, site]);
  return {
    cart: useAtomValue(cartAtom, { store }),
    known: useAtomValue(cartKnownAtom, { store }),
    busy: useAtomValue(cartBusyAtom, { store }),
    message: useAtomValue(cartMessageAtom, { store }),
    deleted: useAtomValue(deletedItemsAtom, { store }),
    remove: (item: CartItem) => removeItem(store, site, item),
    restore: (key: string) => restoreItem(store, site, key),
    dismissMessage: () => dismissMessage(store),
  };
}
