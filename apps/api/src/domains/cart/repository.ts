import crypto from 'node:crypto';
import { type Site } from '@storefront/contracts';
import {
  countCartPieces,
  emptyCart,
  type Cart,
  type CartArticle,
  type CartChangeRequest,
  type CartErrorCode,
} from '@storefront/cart-schemas';
import type { ProductRow } from '../catalogue';
import type { CartItemKind, CartItemRow, CartOfferRow } from './tables';

/** A cart lives as long as its cookie: 30 days after its last change. */
export const CART_LIFETIME_S = 60 * 60 * 24 * 30;

export function newCartId(): string {
  return crypto.randomBytes(18).toString('base64url');
}

export type Items = Omit<CartItemRow, 'cart_id'>[];

/**
 * What cart changes and reads need from storage, one implementation per database
 * (sqliteStorage.ts, postgresStorage.ts). Writes are only called inside `CartStorage.change`.
 */
export interface CartStore {
  items(cartId: string): Promise<Items>;
  product(site: Site, id: string): Promise<ProductRow | undefined>;
  /** The rows of those of `ids` that exist on `site`, in one read (a cart's articles). */
  products(site: Site, ids: readonly string[]): Promise<ProductRow[]>;
  productExists(site: Site, id: string): Promise<boolean>;
  offers(site: Site): Promise<CartOfferRow[]>;
  offer(site: Site, kind: CartOfferRow['kind'], id: string): Promise<CartOfferRow | undefined>;
  campaignProduct(site: Site, campaignId: string): Promise<string | undefined>;
  maxArticles(site: Site): Promise<number>;
  putItem(
    cartId: string,
    site: Site,
    kind: CartItemKind,
    itemId: string,
    quantity: number,
    campaignId?: string | null,
  ): Promise<void>;
  deleteItem(cartId: string, site: Site, kind: CartItemKind, itemId: string): Promise<void>;
  replaceItems(cartId: string, site: Site, items: Readonly<Items>): Promise<void>;
}

/** Where carts live: committed reads, changes that hold their cart, and the expiry. */
export interface CartStorage {
  /** Reads only what is committed (never a change still being made). */
  readonly reader: CartStore;
  /**
   * Runs `work` in a write transaction that no other change to the same cart can interleave with
   * (in this process or another); the promise settles only after COMMIT, so an acknowledged change
   * is durable. A failing `work` is undone alone and rejects.
   */
  change<T>(cartId: string, site: Site, work: (store: CartStore) => Promise<T>): Promise<T>;
  /**
   * Deletes the carts unchanged for longer than their cookie lives: nobody can reach them any more
   * (carts made by cookieless clients, one per request, end here too). Answers how many went.
   */
  purgeExpired(now?: Date): Promise<number>;
  /** Whether a cart with this id exists (committed): a cart id the client made up names none. */
  cartExists(cartId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The order `items` answers in on both databases: by kind, then item id, compared as bytes. */
export const compareItems = (a: Items[number], b: Items[number]): number =>
  a.kind === b.kind
    ? a.item_id < b.item_id
      ? -1
      : a.item_id > b.item_id
        ? 1
        : 0
    : a.kind < b.kind
      ? -1
      : 1;

/**
 * The store one change works through, while its cart is held (`CartStorage.change`): nobody else
 * writes the cart's items meanwhile, so after the first read they are kept here as the change's own
 * writes leave them, and the cart answered after the change (readCart) reads nothing again. Product
 * rows are read once per change too: they do not change within it. On PostgreSQL each of these is
 * a round trip less per change (bench/README.md, PostgreSQL); the site's limit comes with holding
 * the cart there (postgresStorage.ts).
 */
export function oneChangeStore(store: CartStore): CartStore {
  const products = new Map<string, Promise<ProductRow | undefined>>();
  const productKey = (site: Site, id: string) => `${site}\u0000${id}`;
  const product = (site: Site, id: string) => {
    const key = productKey(site, id);
    let row = products.get(key);
    if (!row) {
      row = store.product(site, id);
      products.set(key, row);
    }
    return row;
  };
  let items: { cartId: string; rows: Items } | undefined;
  const itemsOf = async (cartId: string): Promise<Items> => {
    if (items?.cartId !== cartId) items = { cartId, rows: await store.items(cartId) };
    return items.rows.map((row) => ({ ...row }));
  };
  /** Applies a write to the kept items (when kept), as the database applies it. */
  const keep = (cartId: string, write: (rows: Items) => Items) => {
    if (items?.cartId === cartId) items = { cartId, rows: write(items.rows).sort(compareItems) };
  };
  return {
    items: itemsOf,
    product,
    async products(site, ids) {
      const missing = ids.filter((id) => !products.has(productKey(site, id)));
      if (missing.length > 0) {
        const read = store.products(site, missing);
        for (const id of missing)
          products.set(
            productKey(site, id),
            read.then((rows) => rows.find((row) => row.id === id)),
          );
      }
      const rows = await Promise.all(ids.map((id) => product(site, id)));
      return rows.filter((row): row is ProductRow => row !== undefined);
    },
    productExists: (site, id) => store.productExists(site, id),
    offers: (site) => store.offers(site),
    offer: (site, kind, id) => store.offer(site, kind, id),
    campaignProduct: (site, campaignId) => store.campaignProduct(site, campaignId),
    maxArticles: (site) => store.maxArticles(site),
    async putItem(cartId, site, kind, itemId, quantity, campaignId = null) {
      await store.putItem(cartId, site, kind, itemId, quantity, campaignId);
      // INSERT … ON CONFLICT DO UPDATE: a new item is not defective; an existing one keeps its mark.
      keep(cartId, (rows) => {
        const existing = rows.find((row) => row.kind === kind && row.item_id === itemId);
        if (!existing)
          return [
            ...rows,
            { kind, item_id: itemId, quantity, campaign_id: campaignId, defective: 0 },
          ];
        return rows.map((row) =>
          row === existing ? { ...row, quantity, campaign_id: campaignId } : row,
        );
      });
    },
    async deleteItem(cartId, site, kind, itemId) {
      await store.deleteItem(cartId, site, kind, itemId);
      keep(cartId, (rows) => rows.filter((row) => !(row.kind === kind && row.item_id === itemId)));
    },
    async replaceItems(cartId, site, rows) {
      await store.replaceItems(cartId, site, rows);
      // Kept before or not, the items are now known.
      items = { cartId, rows: rows.map((row) => ({ ...row })).sort(compareItems) };
    },
  };
}

/** The last moment a cart may have been changed and still be alive. */
export const expiryCutoff = (now: Date) =>
  new Date(now.getTime() - CART_LIFETIME_S * 1000).toISOString();

function toArticle(
  itemId: string,
  quantity: number,
  product: ProductRow | undefined,
  campaignId: string | null,
): CartArticle {
  return {
    productId: itemId,
    tcm: product?.tcm ?? '',
    title: product?.title ?? itemId,
    quantity: { quantity },
    availability: product?.availability ?? 'NOT_AVAILABLE',
    ...(product
      ? {
          price: campaignId ? 0 : product.price,
          imageUrl: `/service/catalogue/images/${product.category}.svg`,
        }
      : {}),
    ...(campaignId ? { campaignId } : {}),
  };
}

function offerArticle(row: { item_id: string }, offer: CartOfferRow | undefined): CartArticle {
  return {
    productId: row.item_id,
    tcm: offer?.tcm ?? '',
    title: offer?.title ?? row.item_id,
    quantity: { quantity: 1 },
    availability: offer ? 'AVAILABLE' : 'NOT_AVAILABLE',
    ...(offer ? { price: offer.price } : {}),
  };
}

/** The pieces a purchase counts: every item that is not defective (CART_LIMIT and the badge). */
export function countPieces(items: Items): number {
  return items.filter((row) => !row.defective).reduce((sum, row) => sum + row.quantity, 0);
}

const isProductKind = (kind: CartItemKind) => kind === 'article' || kind === 'freeArticle';

/**
 * Reads a cart with its items' current titles, prices and availability. An item whose data is
 * missing on this site (or that is marked so) is listed among the defective items.
 */
export async function readCart(
  store: CartStore,
  cartId: string | undefined,
  site: Site,
): Promise<Cart> {
  const cart = emptyCart();
  if (!cartId) return cart;
  const items = await store.items(cartId);
  if (items.length === 0) return cart;
  const productIds = [
    ...new Set(items.filter((row) => isProductKind(row.kind)).map((row) => row.item_id)),
  ];
  const products = new Map(
    (productIds.length > 0 ? await store.products(site, productIds) : []).map((row) => [
      row.id,
      row,
    ]),
  );
  const offers = items.some((row) => !isProductKind(row.kind))
    ? new Map((await store.offers(site)).map((row) => [`${row.kind}:${row.id}`, row]))
    : new Map<string, CartOfferRow>();
  for (const row of items) {
    const offer = offers.get(`${row.kind}:${row.item_id}`);
    const product = products.get(row.item_id);
    const missing = isProductKind(row.kind) ? !product : !offer;
    const defective = Boolean(row.defective) || missing;
    switch (row.kind) {
      case 'article':
        (defective ? cart.defectiveArticles : cart.articles).push(
          toArticle(row.item_id, row.quantity, product, null),
        );
        break;
      case 'freeArticle':
        // A defective free article is listed with the defective articles: the spec has no own list.
        (defective ? cart.defectiveArticles : cart.freeArticles).push(
          toArticle(row.item_id, row.quantity, product, row.campaign_id),
        );
        break;
      case 'giftCard':
        (defective ? cart.defectiveGiftCards : cart.giftCards).push({
          article: offerArticle(row, offer),
        });
        break;
      case 'partnerProduct':
        (defective ? cart.defectivePartnerProducts : cart.partnerProducts).push({
          partnerProductId: row.item_id,
          totalQuantity: row.quantity,
          ...(offer ? { title: offer.title, price: offer.price } : {}),
        });
        break;
      case 'subscription':
        (defective ? cart.defectiveSubscriptions : cart.subscriptions).push({
          subscriptionConfigurationId: row.item_id,
          ...(offer ? { title: offer.title, price: offer.price } : {}),
        });
        break;
    }
  }
  cart.numberOfArticles = countCartPieces(cart);
  return cart;
}

export interface Refusal {
  error: CartErrorCode;
  limit?: number;
}
export type ChangeOutcome =
  | { kind: 'changed'; addedProductId?: string }
  | { kind: 'unchanged' }
  | { kind: 'refused'; refusal: Refusal };

/** CART_LIMIT, ITEM_LIMIT and AVAILABILITY_LIMIT for `added` more pieces of one item. */
async function checkLimits(
  store: CartStore,
  site: Site,
  items: Items,
  added: number,
  product?: ProductRow,
  newQuantity?: number,
): Promise<Refusal | undefined> {
  if (added <= 0) return undefined;
  if (product && newQuantity !== undefined) {
    const stock = product.availability === 'AVAILABLE' ? product.stock : 0;
    if (newQuantity > stock && stock < product.max_per_order)
      return { error: 'AVAILABILITY_LIMIT', limit: stock };
    if (newQuantity > product.max_per_order)
      return { error: 'ITEM_LIMIT', limit: product.max_per_order };
  }
  const limit = await store.maxArticles(site);
  if (countPieces(items) + added > limit) return { error: 'CART_LIMIT', limit };
  return undefined;
}

const refused = (refusal: Refusal): ChangeOutcome => ({ kind: 'refused', refusal });
const PRODUCT_DATA: Refusal = { error: 'PRODUCTDATA_UNAVAILABLE' };

/**
 * Sets one article's quantity (0 removes), checking the limits when it grows; `quantity` may be
 * computed from the current one (add-to-cart). Call inside a write transaction.
 */
export async function setArticleQuantity(
  store: CartStore,
  cartId: string,
  site: Site,
  productId: string,
  quantity: number | ((current: number) => number),
): Promise<ChangeOutcome> {
  const items = await store.items(cartId);
  const current = items.find((row) => row.kind === 'article' && row.item_id === productId);
  const currentQuantity = current?.quantity ?? 0;
  const wanted = typeof quantity === 'function' ? quantity(currentQuantity) : quantity;
  if (wanted === currentQuantity) return { kind: 'unchanged' };
  if (wanted === 0) {
    await store.deleteItem(cartId, site, 'article', productId);
    return { kind: 'changed' };
  }
  const product = await store.product(site, productId);
  if (!product) return refused(PRODUCT_DATA);
  const refusal = await checkLimits(
    store,
    site,
    items,
    current?.defective ? wanted : wanted - currentQuantity,
    product,
    wanted,
  );
  if (refusal) return refused(refusal);
  await store.putItem(cartId, site, 'article', productId, wanted);
  return { kind: 'changed', ...(wanted > currentQuantity ? { addedProductId: productId } : {}) };
}

/** Applies one of the spec's five change bodies. Call inside a write transaction. */
export async function applyChange(
  store: CartStore,
  cartId: string,
  site: Site,
  change: CartChangeRequest,
): Promise<ChangeOutcome> {
  if ('setArticle' in change)
    return setArticleQuantity(
      store,
      cartId,
      site,
      change.setArticle.productId,
      change.setArticle.quantity,
    );
  const items = await store.items(cartId);
  const has = (kind: CartItemKind, id: string) =>
    items.some((row) => row.kind === kind && row.item_id === id);

  if ('setFreeArticle' in change) {
    const { productId, campaignId, remove } = change.setFreeArticle;
    if (remove) {
      if (!has('freeArticle', productId)) return { kind: 'unchanged' };
      await store.deleteItem(cartId, site, 'freeArticle', productId);
      return { kind: 'changed' };
    }
    if (has('freeArticle', productId)) return { kind: 'unchanged' };
    const product =
      (await store.campaignProduct(site, campaignId)) === productId
        ? await store.product(site, productId)
        : undefined;
    if (!product) return refused(PRODUCT_DATA);
    // A free article is one piece; it still needs stock and counts towards the cart limit.
    const refusal = await checkLimits(
      store,
      site,
      items,
      1,
      { ...product, max_per_order: Math.max(1, product.max_per_order) },
      1,
    );
    if (refusal) return refused(refusal);
    await store.putItem(cartId, site, 'freeArticle', productId, 1, campaignId);
    return { kind: 'changed', addedProductId: productId };
  }

  const toggle = async (
    kind: 'giftCard' | 'partnerProduct',
    id: string,
    set: boolean,
  ): Promise<ChangeOutcome> => {
    if (!set) {
      if (!has(kind, id)) return { kind: 'unchanged' };
      await store.deleteItem(cartId, site, kind, id);
      return { kind: 'changed' };
    }
    if (has(kind, id)) return { kind: 'unchanged' };
    if (!(await store.offer(site, kind, id))) return refused(PRODUCT_DATA);
    const refusal = await checkLimits(store, site, items, 1);
    if (refusal) return refused(refusal);
    await store.putItem(cartId, site, kind, id, 1);
    return { kind: 'changed' };
  };
  if ('setGiftCard' in change)
    return toggle('giftCard', change.setGiftCard.productId, change.setGiftCard.set);
  if ('setPartnerProduct' in change)
    return toggle(
      'partnerProduct',
      change.setPartnerProduct.partnerProductId,
      change.setPartnerProduct.set,
    );

  const { subscriptionId } = change.deleteSubscription;
  if (!has('subscription', subscriptionId)) return { kind: 'unchanged' };
  await store.deleteItem(cartId, site, 'subscription', subscriptionId);
  return { kind: 'changed' };
}
