import { createStore } from 'jotai';
import { fetchCart } from './cartApi';
import { cartAtom, noteCartChangedOnThisPage, startCart } from './cartStore';
import { fullCart } from './testCarts';

jest.mock('./cartApi', () => ({ ...jest.requireActual('./cartApi'), fetchCart: jest.fn() }));

// Its own file: the flag is the page's (module state), so no other test may see it set.
it('a mini cart that hydrates after the add-to-cart button changed the cart loads it instead of showing the server’s older seed', async () => {
  const fresh = fullCart({ numberOfArticles: 1 });
  jest.mocked(fetchCart).mockResolvedValue(fresh);
  noteCartChangedOnThisPage();
  const store = createStore();
  const stop = startCart(store, 'DE', fullCart({ numberOfArticles: 0 }));
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchCart).toHaveBeenCalled();
  expect(store.get(cartAtom).numberOfArticles).toBe(1);
  stop();
});
