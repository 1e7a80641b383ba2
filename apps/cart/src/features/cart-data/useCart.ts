import { useEffect } from 'react';
import { atom, useAtom } from 'jotai';
import { emit, on, type Cart, type Site } from '@storefront/contracts';
import { fetchCart } from './cartApi';

export type CartState = { status: 'loading' } | { status: 'ready'; cart: Cart } | { status: 'failed' };

export const cartStateAtom = atom<CartState>({ status: 'loading' });

/** Loads the cart at start and again (forced) on every cart-update event. */
export function useCart(site: Site): CartState {
  const [state, setState] = useAtom(cartStateAtom);
  useEffect(() => {
    let active = true;
    const load = (forceReload: boolean) =>
      fetchCart(site, forceReload).then(
        (cart) => {
          if (!active) return;
          setState((previous) => {
            if (previous.status !== 'ready' || previous.cart.numberOfArticles !== cart.numberOfArticles) {
              emit('cart:cart-data-changed', { itemCount: cart.numberOfArticles });
            }
            return { status: 'ready', cart };
          });
        },
        () => active && setState({ status: 'failed' }),
      );
    void load(false);
    const off = on('cart:cart-update', () => void load(true));
    return () => {
      active = false;
      off();
    };
  }, [site, setState]);
  return state;
}
