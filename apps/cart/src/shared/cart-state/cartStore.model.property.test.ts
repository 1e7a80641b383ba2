import fc from 'fast-check';
import { createStore } from 'jotai';
import { countCartPieces, type Cart, type CartChangeRequest } from '@storefront/cart-schemas';
import { CartError, fetchCart, postCartChange, type ChangeResult } from './cartApi';
import {
  cartAtom,
  deletedItemsAtom,
  loadCart,
  removeItem,
  restoreItem,
  type CartStore,
} from './cartStore';
import { itemKey, listItems, removalChange, restoreChange, type CartItem } from './cartItems';
import { fullCart } from './testCarts';

/**
 * Model-based: random removals and restores, each answered by a model server that applies it, refuses
 * it or loses the request on the network, with the answers arriving in any order. Once every answer
 * is in, the shown cart is exactly the server's cart.
 */

jest.mock('./cartApi', () => ({
  ...jest.requireActual('./cartApi'),
  fetchCart: jest.fn(),
  postCartChange: jest.fn(),
}));
const fetchCartMock = jest.mocked(fetchCart);
const postMock = jest.mocked(postCartChange);

type Outcome = 'applied' | 'refused' | 'network';

/** The server: which of the full cart's lines are in the cart; it answers in the full cart's order. */
class ModelServer {
  private readonly all = listItems(fullCart());
  readonly present = new Set(this.all.map(itemKey));

  cart(): Cart {
    const base = fullCart();
    const keep = (item: CartItem) => this.present.has(itemKey(item));
    const cart: Cart = {
      ...base,
      articles: base.articles.filter((article) => this.present.has(`article:${article.productId}`)),
      freeArticles: base.freeArticles.filter((article) =>
        this.present.has(`freeArticle:${article.productId}`),
      ),
      giftCards: base.giftCards.filter((card) =>
        this.present.has(`giftCard:${card.article.productId}`),
      ),
      partnerProducts: base.partnerProducts.filter((product) =>
        this.present.has(`partnerProduct:${product.partnerProductId}`),
      ),
      subscriptions: base.subscriptions.filter((subscription) =>
        this.present.has(`subscription:${subscription.subscriptionConfigurationId}`),
      ),
    };
    // Guard the key format the filters above assume.
    expect(listItems(cart).every(keep)).toBe(true);
    return { ...cart, numberOfArticles: countCartPieces(cart) };
  }

  isNoOp(change: CartChangeRequest): boolean {
    const json = JSON.stringify(change);
    return this.all.some(
      (item) =>
        (JSON.stringify(removalChange(item)) === json && !this.present.has(itemKey(item))) ||
        (JSON.stringify(restoreChange(item)) === json && this.present.has(itemKey(item))),
    );
  }

  /** Applies a change the way the API does; returns whether it changed anything. */
  apply(change: CartChangeRequest): boolean {
    const json = JSON.stringify(change);
    for (const item of this.all) {
      const key = itemKey(item);
      if (JSON.stringify(removalChange(item)) === json) return this.present.delete(key);
      if (JSON.stringify(restoreChange(item)) === json) {
        if (this.present.has(key)) return false;
        this.present.add(key);
        return true;
      }
    }
    throw new Error(`unexpected change ${json}`);
  }
}

type Command =
  | { kind: 'remove'; index: number; outcome: Outcome }
  | { kind: 'restore'; index: number; outcome: Outcome };

const outcome = fc.constantFrom<Outcome>('applied', 'applied', 'refused', 'network');
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(6), outcome }),
  fc.record({ kind: fc.constant('restore' as const), index: fc.nat(3), outcome }),
);

const shownKeys = (store: CartStore) => listItems(store.get(cartAtom)).map(itemKey).sort();

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

/**
 * `restoreWhileRemoving`: whether the shopper may click restore before the removal's answer came.
 * The second property below clicks restore before the removal's answer came.
 */
async function checkSettles(restoreWhileRemoving: boolean, numRuns = 200): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.array(command, { minLength: 1, maxLength: 12 }),
      fc.scheduler(),
      async (commands, scheduler) => {
        const server = new ModelServer();
        const store = createStore();
        fetchCartMock.mockReset();
        postMock.mockReset();
        fetchCartMock.mockResolvedValue(server.cart());
        await loadCart(store, 'DE');
        // Later reads (the store re-reads after a failed change) see the server as it is when they
        // arrive there, and their answers come back whenever, like the changes'.
        fetchCartMock.mockImplementation(async () => {
          const cart = server.cart();
          await scheduler.schedule(Promise.resolve(), 'read');
          return cart;
        });
        let next: Outcome = 'applied';
        postMock.mockImplementation(async (_site, change) => {
          // The request reaches the server in the order it was sent; its answer comes back whenever.
          // The API never refuses a change that changes nothing: it answers 304.
          const fate =
            next === 'refused' && server.isNoOp(change as CartChangeRequest) ? 'applied' : next;
          const changed = fate === 'applied' ? server.apply(change as CartChangeRequest) : false;
          const cart = server.cart();
          await scheduler.schedule(Promise.resolve(), `${fate} ${JSON.stringify(change)}`);
          if (fate === 'refused') throw new CartError('ITEM_LIMIT', 1);
          if (fate === 'network') throw new CartError('UNKNOWN');
          const result: ChangeResult = changed
            ? { status: 'changed', response: { cart } }
            : { status: 'unchanged' };
          return result;
        });

        const running: Promise<void>[] = [];
        // Removals in flight per line (a line can be removed, rolled back and removed again).
        const removing = new Map<string, number>();
        for (const step of commands) {
          next = step.outcome;
          if (step.kind === 'remove') {
            const item = listItems(store.get(cartAtom))[step.index];
            if (item) {
              const key = itemKey(item);
              removing.set(key, (removing.get(key) ?? 0) + 1);
              running.push(
                removeItem(store, 'DE', item).finally(() =>
                  removing.set(key, (removing.get(key) ?? 1) - 1),
                ),
              );
            }
          } else {
            const deleted = store.get(deletedItemsAtom)[step.index];
            if (deleted && (restoreWhileRemoving || !removing.get(deleted.key)))
              running.push(restoreItem(store, 'DE', deleted.key));
          }
          // Let some answers arrive between the shopper's clicks.
          if (step.index % 2 === 0 && scheduler.count() > 0) await scheduler.waitOne();
        }
        await scheduler.waitFor(Promise.all(running));

        expect(shownKeys(store)).toEqual([...server.present].sort());
        expect(store.get(cartAtom).numberOfArticles).toBe(server.cart().numberOfArticles);
      },
    ),
    { numRuns },
  );
}

it('settles to the server cart after any interleaving of removals, restores, refusals and network failures', async () => {
  await checkSettles(false);
});

// Restore clicked while the removal is still in flight: a refused removal and a failed restore can
// cross (remove 100001 refused → restore network error). The store re-reads the cart after a
// failed change, so it still ends as the server has it.
it('settles to the server cart when restore is clicked before the removal was answered', async () => {
  await checkSettles(true, 500);
});
