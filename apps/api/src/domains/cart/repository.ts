import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { countCartPieces, emptyCart, type Cart, type CartArticle, type CartChangeRequest, type CartErrorCode, type Site } from '@storefront/contracts';
import type { Database } from '../../db/schema';
import type { ProductRow } from '../catalogue/tables';
import type { CartItemKind, CartItemRow, CartOfferRow } from './tables';
import { DEFAULT_MAX_ARTICLES } from './seed';

export function newCartId(): string {
  return crypto.randomBytes(18).toString('base64url');
}

/**
 * Runs `work` as one SQLite write transaction taken up front (BEGIN IMMEDIATE): a second writer,
 * in this process or another one on the same file, waits for the lock instead of reading a cart
 * that is about to change, so concurrent changes to one cart never overwrite each other.
 */
export async function immediateTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

export async function ensureCart(db: Kysely<Database>, cartId: string, site: Site): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('carts')
    .values({ id: cartId, site, created_at: now, updated_at: now })
    .onConflict((c) => c.column('id').doUpdateSet({ updated_at: now }))
    .execute();
}

type Items = Omit<CartItemRow, 'cart_id'>[];

function itemsOf(db: Kysely<Database>, cartId: string): Promise<Items> {
  return db.selectFrom('cart_items').select(['kind', 'item_id', 'quantity', 'campaign_id', 'defective']).where('cart_id', '=', cartId).orderBy('kind').orderBy('item_id').execute();
}

function toArticle(itemId: string, quantity: number, product: ProductRow | undefined, campaignId: string | null): CartArticle {
  return {
    productId: itemId,
    tcm: product?.tcm ?? '',
    title: product?.title ?? itemId,
    quantity: { quantity },
    availability: product?.availability ?? 'NOT_AVAILABLE',
    ...(product ? { price: campaignId ? 0 : product.price, imageUrl: `/service/catalogue/images/${product.category}.svg` } : {}),
    ...(campaignId ? { campaignId } : {}),
  };
}

function offerArticle(row: { item_id: string }, offer: CartOfferRow | undefined): CartArticle {
  return { productId: row.item_id, tcm: offer?.tcm ?? '', title: offer?.title ?? row.item_id, quantity: { quantity: 1 }, availability: offer ? 'AVAILABLE' : 'NOT_AVAILABLE', ...(offer ? { price: offer.price } : {}) };
}

/** The pieces a purchase counts: every item that is not defective (CART_LIMIT and the badge). */
export function countPieces(items: Items): number {
  return items.filter((row) => !row.defective).reduce((sum, row) => sum + row.quantity, 0);
}

/**
 * Reads a cart with its items' current titles, prices and availability. An item whose data is
 * missing on this site (or that is marked so) is listed among the defective items.
 */
export async function readCart(db: Kysely<Database>, cartId: string | undefined, site: Site): Promise<Cart> {
  const cart = emptyCart();
  if (!cartId) return cart;
  const items = await itemsOf(db, cartId);
  if (items.length === 0) return cart;
  const productIds = items.filter((row) => row.kind === 'article' || row.kind === 'freeArticle').map((row) => row.item_id);
  const products = new Map((productIds.length ? await db.selectFrom('products').selectAll().where('site', '=', site).where('id', 'in', productIds).execute() : []).map((row) => [row.id, row]));
  const offers = new Map((await db.selectFrom('cart_offers').selectAll().where('site', '=', site).execute()).map((row) => [`${row.kind}:${row.id}`, row]));
  for (const row of items) {
    const offer = offers.get(`${row.kind}:${row.item_id}`);
    const product = products.get(row.item_id);
    const missing = row.kind === 'article' || row.kind === 'freeArticle' ? !product : !offer;
    const defective = Boolean(row.defective) || missing;
    switch (row.kind) {
      case 'article':
        (defective ? cart.defectiveArticles : cart.articles).push(toArticle(row.item_id, row.quantity, product, null));
        break;
      case 'freeArticle':
        // A defective free article is listed with the defective articles: the spec has no own list.
        (defective ? cart.defectiveArticles : cart.freeArticles).push(toArticle(row.item_id, row.quantity, product, row.campaign_id));
        break;
      case 'giftCard':
        (defective ? cart.defectiveGiftCards : cart.giftCards).push({ article: offerArticle(row, offer) });
        break;
      case 'partnerProduct':
        (defective ? cart.defectivePartnerProducts : cart.partnerProducts).push({ partnerProductId: row.item_id, totalQuantity: row.quantity, ...(offer ? { title: offer.title, price: offer.price } : {}) });
        break;
      case 'subscription':
        (defective ? cart.defectiveSubscriptions : cart.subscriptions).push({ subscriptionConfigurationId: row.item_id, ...(offer ? { title: offer.title, price: offer.price } : {}) });
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
export type ChangeOutcome = { kind: 'changed'; addedProductId?: string } | { kind: 'unchanged' } | { kind: 'refused'; refusal: Refusal };

async function maxArticles(db: Kysely<Database>, site: Site): Promise<number> {
  const row = await db.selectFrom('cart_settings').select('max_articles').where('site', '=', site).executeTakeFirst();
  return row?.max_articles ?? DEFAULT_MAX_ARTICLES;
}

/** CART_LIMIT, ITEM_LIMIT and AVAILABILITY_LIMIT for `added` more pieces of one item. */
async function checkLimits(db: Kysely<Database>, site: Site, items: Items, added: number, product?: ProductRow, newQuantity?: number): Promise<Refusal | undefined> {
  if (added <= 0) return undefined;
  if (product && newQuantity !== undefined) {
    const stock = product.availability === 'AVAILABLE' ? product.stock : 0;
    if (newQuantity > stock && stock < product.max_per_order) return { error: 'AVAILABILITY_LIMIT', limit: stock };
    if (newQuantity > product.max_per_order) return { error: 'ITEM_LIMIT', limit: product.max_per_order };
  }
  const limit = await maxArticles(db, site);
  if (countPieces(items) + added > limit) return { error: 'CART_LIMIT', limit };
  return undefined;
}

function findProductRow(db: Kysely<Database>, site: Site, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('site', '=', site).where('id', '=', id).executeTakeFirst();
}

function findOffer(db: Kysely<Database>, site: Site, kind: CartOfferRow['kind'], id: string): Promise<CartOfferRow | undefined> {
  return db.selectFrom('cart_offers').selectAll().where('site', '=', site).where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
}

async function putItem(db: Kysely<Database>, cartId: string, site: Site, kind: CartItemKind, itemId: string, quantity: number, campaignId: string | null = null): Promise<void> {
  await ensureCart(db, cartId, site);
  await db
    .insertInto('cart_items')
    .values({ cart_id: cartId, kind, item_id: itemId, quantity, campaign_id: campaignId, defective: 0 })
    .onConflict((c) => c.columns(['cart_id', 'kind', 'item_id']).doUpdateSet({ quantity, campaign_id: campaignId }))
    .execute();
}

async function deleteItem(db: Kysely<Database>, cartId: string, site: Site, kind: CartItemKind, itemId: string): Promise<void> {
  await ensureCart(db, cartId, site);
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('kind', '=', kind).where('item_id', '=', itemId).execute();
}

const refused = (refusal: Refusal): ChangeOutcome => ({ kind: 'refused', refusal });
const PRODUCT_DATA: Refusal = { error: 'PRODUCTDATA_UNAVAILABLE' };

/** Sets one article's quantity (0 removes), checking the limits when it grows. Call inside a transaction. */
export async function setArticleQuantity(db: Kysely<Database>, cartId: string, site: Site, productId: string, quantity: number): Promise<ChangeOutcome> {
  const items = await itemsOf(db, cartId);
  const current = items.find((row) => row.kind === 'article' && row.item_id === productId);
  const currentQuantity = current?.quantity ?? 0;
  if (quantity === currentQuantity) return { kind: 'unchanged' };
  if (quantity === 0) {
    await deleteItem(db, cartId, site, 'article', productId);
    return { kind: 'changed' };
  }
  const product = await findProductRow(db, site, productId);
  if (!product) return refused(PRODUCT_DATA);
  const refusal = await checkLimits(db, site, items, current?.defective ? quantity : quantity - currentQuantity, product, quantity);
  if (refusal) return refused(refusal);
  await putItem(db, cartId, site, 'article', productId, quantity);
  return { kind: 'changed', ...(quantity > currentQuantity ? { addedProductId: productId } : {}) };
}

/** Applies one of the spec's five change bodies. Call inside a transaction. */
export async function applyChange(db: Kysely<Database>, cartId: string, site: Site, change: CartChangeRequest): Promise<ChangeOutcome> {
  if ('setArticle' in change) return setArticleQuantity(db, cartId, site, change.setArticle.productId, change.setArticle.quantity);
  const items = await itemsOf(db, cartId);
  const has = (kind: CartItemKind, id: string) => items.some((row) => row.kind === kind && row.item_id === id);

  if ('setFreeArticle' in change) {
    const { productId, campaignId, remove } = change.setFreeArticle;
    if (remove) {
      if (!has('freeArticle', productId)) return { kind: 'unchanged' };
      await deleteItem(db, cartId, site, 'freeArticle', productId);
      return { kind: 'changed' };
    }
    if (has('freeArticle', productId)) return { kind: 'unchanged' };
    const campaign = await db.selectFrom('cart_campaigns').select('product_id').where('site', '=', site).where('id', '=', campaignId).executeTakeFirst();
    const product = campaign?.product_id === productId ? await findProductRow(db, site, productId) : undefined;
    if (!product) return refused(PRODUCT_DATA);
    // A free article is one piece; it still needs stock and counts towards the cart limit.
    const refusal = await checkLimits(db, site, items, 1, { ...product, max_per_order: Math.max(1, product.max_per_order) }, 1);
    if (refusal) return refused(refusal);
    await putItem(db, cartId, site, 'freeArticle', productId, 1, campaignId);
    return { kind: 'changed', addedProductId: productId };
  }

  const toggle = async (kind: 'giftCard' | 'partnerProduct', id: string, set: boolean): Promise<ChangeOutcome> => {
    if (!set) {
      if (!has(kind, id)) return { kind: 'unchanged' };
      await deleteItem(db, cartId, site, kind, id);
      return { kind: 'changed' };
    }
    if (has(kind, id)) return { kind: 'unchanged' };
    if (!(await findOffer(db, site, kind, id))) return refused(PRODUCT_DATA);
    const refusal = await checkLimits(db, site, items, 1);
    if (refusal) return refused(refusal);
    await putItem(db, cartId, site, kind, id, 1);
    return { kind: 'changed' };
  };
  if ('setGiftCard' in change) return toggle('giftCard', change.setGiftCard.productId, change.setGiftCard.set);
  if ('setPartnerProduct' in change) return toggle('partnerProduct', change.setPartnerProduct.partnerProductId, change.setPartnerProduct.set);

  const { subscriptionId } = change.deleteSubscription;
  if (!has('subscription', subscriptionId)) return { kind: 'unchanged' };
  await deleteItem(db, cartId, site, 'subscription', subscriptionId);
  return { kind: 'changed' };
}

/** Replaces a cart's content with a demo cart. Call inside a transaction. */
export async function replaceItems(db: Kysely<Database>, cartId: string, site: Site, items: Readonly<Items>): Promise<void> {
  await ensureCart(db, cartId, site);
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  for (const row of items) await db.insertInto('cart_items').values({ cart_id: cartId, ...row }).execute();
}
