import { atom, type createStore } from 'jotai';
import { emit, on, type Site } from '@storefront/contracts';
import {
  CartSchema,
  emptyCart,
  type Cart,
  type CartChangeRequest,
  type CartErrorCode,
} from '@storefront/cart-schemas';
import { startTimer } from '@storefront/platform';
import { CART_MESSAGE_VISIBLE_MS, CART_STORAGE_KEY, DELETED_ITEM_VISIBLE_MS } from './constants';
import { fetchCart, postCartChange, toCartError, type CartError } from './cartApi';
import {
  itemKey,
  listItems,
  removalChange,
  restoreChange,
  RESTORABLE_KINDS,
  withItem,
  withoutItem,
  type CartItem,
} from './cartItems';
import { removalCallKind, type CartCallKind } from './cartMessages';
import { announceFormPostChange } from './formPostChange';

export type CartStore = ReturnType<typeof createStore>;

export interface CartMessage {
  id: number;
  code: CartErrorCode;
  limit?: number;
  call: CartCallKind;
}

/** A removed line still shown as deleted, with where it stood, until restored or timed out. */
export interface DeletedItem {
  key: string;
  item: CartItem;
  index: number;
}

export const cartAtom = atom<Cart>(emptyCart());
/** True once the cart came from storage or the server, so the badge can show a number. */
export const cartKnownAtom = atom(false);
const pendingAtom = atom(0);
/** Busy while the cart loads and while changes are applied. */
export const cartBusyAtom = atom((get) => get(pendingAtom) > 0);
export const cartMessageAtom = atom<CartMessage | undefined>(undefined);
export const deletedItemsAtom = atom<DeletedItem[]>([]);
const reportedCountAtom = atom<number | undefined>(undefined);

/** Per store: timers and removals in flight, which live outside React state. */
interface Runtime {
  deletedTimers: Map<string, () => void>;
  messageTimer?: () => void;
  pendingRemovals: Set<string>;
  subscribers: number;
  stop?: () => void;
  nextMessageId: number;
  /** Sequence number of the last change sent; an older change's answer is stale when it arrives. */
  lastChange: number;
  /** Counts cart reads: only the newest read's answer is shown (answers can arrive out of order). */
  lastLoad: number;
  /** Whether this store ever started: a server seed counts only for the page's first start. */
  started: boolean;
}
const runtimes = new WeakMap<CartStore, Runtime>();
function runtime(store: CartStore): Runtime {
  let state = runtimes.get(store);
  if (!state) {
    state = {
      deletedTimers: new Map(),
      pendingRemovals: new Set(),
      subscribers: 0,
      nextMessageId: 1,
      lastChange: 0,
      lastLoad: 0,
      started: false,
    };
    runtimes.set(store, state);
  }
  return state;
}

function persist(site: Site, cart: Cart | undefined): void {
  try {
    if (cart) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ site, cart }));
    else window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): the cart still works, only the quick start is lost.
  }
}

/** Sets the shown cart, keeps it in storage and reports a changed item count. */
export function setCart(
  store: CartStore,
  site: Site,
  cart: Cart,
  { store: keep = true } = {},
): void {
  store.set(cartAtom, cart);
  store.set(cartKnownAtom, true);
  persist(site, keep ? cart : undefined);
  if (store.get(reportedCountAtom) !== cart.numberOfArticles) {
    store.set(reportedCountAtom, cart.numberOfArticles);
    emit('cart:cart-data-changed', { itemCount: cart.numberOfArticles });
  }
}

/** The cart kept in browser storage for this site, if it is there and still valid. */
export function restoreFromStorage(store: CartStore, site: Site): boolean {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return false;
    const saved = JSON.parse(raw) as { site?: unknown; cart?: unknown };
    const cart = CartSchema.safeParse(saved.cart);
    if (saved.site !== site || !cart.success) return false;
    setCart(store, site, cart.data);
    return true;
  } catch {
    return false;
  }
}

export function showMessage(
  store: CartStore,
  code: CartErrorCode,
  call: CartCallKind,
  limit?: number,
): void {
  const state = runtime(store);
  const id = state.nextMessageId++;
  state.messageTimer?.();
  store.set(cartMessageAtom, { id, code, call, ...(limit === undefined ? {} : { limit }) });
  state.messageTimer = startTimer(() => {
    if (store.get(cartMessageAtom)?.id === id) store.set(cartMessageAtom, undefined);
  }, CART_MESSAGE_VISIBLE_MS);
}

export function dismissMessage(store: CartStore): void {
  runtime(store).messageTimer?.();
  store.set(cartMessageAtom, undefined);
}

async function whileBusy<T>(store: CartStore, work: () => Promise<T>): Promise<T> {
  store.set(pendingAtom, (count) => count + 1);
  try {
    return await work();
  } finally {
    store.set(pendingAtom, (count) => count - 1);
  }
}

/** A server cart with the lines still being removed taken out, so they do not flash back. */
function withoutPending(store: CartStore, cart: Cart): Cart {
  return [...runtime(store).pendingRemovals].reduce(withoutItem, cart);
}

/**
 * Loads the cart; a failed read shows the error (UNKNOWN for network or parse failures) and clears
 * the cart. A line shown as deleted that the loaded cart holds again (restored in another tab, or
 * added anew) loses its restore action, so it cannot be restored twice.
 */
export async function loadCart(store: CartStore, site: Site, forceReload = false): Promise<void> {
  const state = runtime(store);
  const load = ++state.lastLoad;
  const change = state.lastChange;
  // A read started before a newer read or a change of this page may answer last with an older
  // cart (an add-to-cart's forced reload overtaken by the page's first read): its answer is dropped.
  const current = () => load === state.lastLoad && change === state.lastChange;
  await whileBusy(store, async () => {
    try {
      const cart = withoutPending(store, await fetchCart(site, forceReload));
      if (!current()) return;
      setCart(store, site, cart);
      const keys = new Set(listItems(cart).map(itemKey));
      for (const deleted of store.get(deletedItemsAtom))
        if (keys.has(deleted.key)) dropDeleted(store, deleted.key);
    } catch (error) {
      if (!current()) return;
      const { code, limit } = toCartError(error);
      setCart(store, site, emptyCart(), { store: false });
      showMessage(store, code, 'read', limit);
    }
  });
}

/**
 * After a failed change the server's cart is uncertain (a refused removal and a failed restore can
 * cross): read it again and show it. If that read fails too, the shopper keeps what is shown and
 * the change's message, not a read error.
 */
async function resync(store: CartStore, site: Site): Promise<void> {
  const state = runtime(store);
  const sequence = state.lastChange;
  try {
    const cart = await fetchCart(site, true);
    // A change sent meanwhile answers with a newer cart than this read.
    if (sequence === state.lastChange) setCart(store, site, withoutPending(store, cart));
  } catch {
    // keep the optimistic state and the change's message
  }
}

function dropDeleted(store: CartStore, key: string): DeletedItem | undefined {
  const state = runtime(store);
  state.deletedTimers.get(key)?.();
  state.deletedTimers.delete(key);
  const found = store.get(deletedItemsAtom).find((deleted) => deleted.key === key);
  if (found) store.set(deletedItemsAtom, (list) => list.filter((deleted) => deleted.key !== key));
  return found;
}

function rollBack(
  store: CartStore,
  site: Site,
  item: CartItem,
  index: number,
  error: CartError,
): void {
  dropDeleted(store, itemKey(item));
  setCart(store, site, withItem(store.get(cartAtom), item, index));
  showMessage(store, error.code, removalCallKind(item), error.limit);
}

/**
 * Posts a change; its server cart is shown unless a later change was sent meanwhile. The other
 * tabs of the site are told to reload theirs (cross-tab).
 */
async function send(store: CartStore, site: Site, change: CartChangeRequest): Promise<void> {
  const state = runtime(store);
  const sequence = ++state.lastChange;
  const result = await postCartChange(site, change);
  if (result.status !== 'changed') return;
  if (sequence === state.lastChange)
    setCart(store, site, withoutPending(store, result.response.cart));
  emit('cart:cart-changed', { source: 'cart:cart-state' });
}

/**
 * Removes a line optimistically: it leaves the cart and the count drops at once. Articles, free
 * articles and gift cards stay shown as deleted for DELETED_ITEM_VISIBLE_MS, with restore. If the
 * server refuses, the line comes back, the deleted marker goes and the error is shown.
 */
export async function removeItem(store: CartStore, site: Site, item: CartItem): Promise<void> {
  const key = itemKey(item);
  const state = runtime(store);
  const index = listItems(store.get(cartAtom)).findIndex((line) => itemKey(line) === key);
  if (index < 0 || state.pendingRemovals.has(key)) return;
  state.pendingRemovals.add(key);
  setCart(store, site, withoutItem(store.get(cartAtom), key));
  if (RESTORABLE_KINDS.has(item.kind)) {
    dropDeleted(store, key);
    store.set(deletedItemsAtom, (list) => [...list, { key, item, index }]);
    state.deletedTimers.set(
      key,
      startTimer(() => dropDeleted(store, key), DELETED_ITEM_VISIBLE_MS),
    );
  }
  await whileBusy(store, async () => {
    try {
      await send(store, site, removalChange(item));
      state.pendingRemovals.delete(key);
    } catch (error) {
      state.pendingRemovals.delete(key);
      rollBack(store, site, item, index, toCartError(error));
      await resync(store, site);
    }
  });
}

/** Puts a line shown as deleted back; if the server refuses, it stays removed and the error shows. */
export async function restoreItem(store: CartStore, site: Site, key: string): Promise<void> {
  const deleted = dropDeleted(store, key);
  const change = deleted && restoreChange(deleted.item);
  if (!deleted || !change) return;
  // The shopper wants the line back: answers to its removal still in flight must not hide it.
  runtime(store).pendingRemovals.delete(key);
  setCart(store, site, withItem(store.get(cartAtom), deleted.item, deleted.index));
  await whileBusy(store, async () => {
    try {
      await send(store, site, change);
    } catch (error) {
      const { code, limit } = toCartError(error);
      setCart(store, site, withoutItem(store.get(cartAtom), key));
      showMessage(store, code, 'change', limit);
      await resync(store, site);
    }
  });
}

/**
 * Starts the cart for one more component: the first one restores the stored cart, loads it and
 * reloads (forced) on every cart-update event and on a cart change made in another tab. Returns
 * the function that lets go. `seed`: the cart the server rendered this page with; on the
 * store's very first start it is shown (and stored, and its count reported) instead of the stored
 * cart and the load, so the browser fetches none of it again. A later start (a slot mounted again)
 * loads as before: its server data is the page's, older than what the store has seen since.
 */
/**
 * Whether this page changed the cart outside a store (the add-to-cart button's own call). A store
 * starting after that (a mini cart hydrating a moment after the button, which missed the button's
 * cart-update event) must not show the server's older seed: it loads instead.
 */
let changedOnThisPage = false;
export function noteCartChangedOnThisPage(): void {
  changedOnThisPage = true;
}

export function startCart(store: CartStore, site: Site, seed?: Cart): () => void {
  const state = runtime(store);
  state.subscribers += 1;
  if (state.subscribers === 1) {
    if (!state.started) announceFormPostChange(window.location.search);
    if (seed && !state.started && !changedOnThisPage) {
      setCart(store, site, seed);
    } else {
      restoreFromStorage(store, site);
      void loadCart(store, site);
    }
    state.started = true;
    const stopUpdates = on('cart:cart-update', () => void loadCart(store, site, true));
    // This page's own changes are already shown; another tab's changes are read from the server.
    const stopOtherTabs = on('cart:cart-changed', ({ fromOtherTab }) => {
      if (fromOtherTab) void loadCart(store, site, true);
    });
    state.stop = () => {
      stopUpdates();
      stopOtherTabs();
    };
  }
  return () => {
    state.subscribers -= 1;
    if (state.subscribers === 0) {
      state.stop?.();
      state.stop = undefined;
    }
  };
}
