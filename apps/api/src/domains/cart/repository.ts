import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { countCartPieces, emptyCart, type Cart, type CartArticle, type CartChangeRequest, type CartErrorCode, type Site } from '@storefront/contracts';
import type { ProductRow } from '../catalogue/tables';
import type { CartCampaignRow, CartItemKind, CartItemRow, CartOfferRow, CartSettingsRow } from './tables';
import { DEFAULT_MAX_ARTICLES } from './seed';

/** A cart lives as long as its cookie: 30 days after its last change. */
export const CART_LIFETIME_S = 60 * 60 * 24 * 30;

export function newCartId(): string {
  return crypto.randomBytes(18).toString('base64url');
}

type Items = Omit<CartItemRow, 'cart_id'>[];

/**
 * The cart's SQL, prepared once per connection. A cart change runs about ten of these small
 * statements; through the query builder each one cost more than the statement itself (building and
 * compiling the query, a promise per step), which is what held cart changes below 2,000 per second.
 * Every function below is synchronous, so a change cannot interleave with anything else on the
 * connection; writes run only inside `CartWriter.run` (one write transaction per batch).
 */
export class CartStore {
  private readonly statements;

  constructor(readonly sqlite: SQLite.Database) {
    this.statements = {
      items: sqlite.prepare<[string], Items[number]>('SELECT kind, item_id, quantity, campaign_id, defective FROM cart_items WHERE cart_id = ? ORDER BY kind, item_id'),
      product: sqlite.prepare<[string, string], ProductRow>('SELECT * FROM products WHERE site = ? AND id = ?'),
      productExists: sqlite.prepare<[string, string], number>('SELECT 1 FROM products WHERE site = ? AND id = ?').pluck(),
      offers: sqlite.prepare<[string], CartOfferRow>('SELECT * FROM cart_offers WHERE site = ?'),
      offer: sqlite.prepare<[string, string, string], CartOfferRow>('SELECT * FROM cart_offers WHERE site = ? AND kind = ? AND id = ?'),
      campaignProduct: sqlite.prepare<[string, string], CartCampaignRow['product_id']>('SELECT product_id FROM cart_campaigns WHERE site = ? AND id = ?').pluck(),
      maxArticles: sqlite.prepare<[string], CartSettingsRow['max_articles']>('SELECT max_articles FROM cart_settings WHERE site = ?').pluck(),
      ensureCart: sqlite.prepare<[string, string, string, string]>('INSERT INTO carts (id, site, created_at, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at'),
      putItem: sqlite.prepare<[string, string, string, number, string | null]>(
        'INSERT INTO cart_items (cart_id, kind, item_id, quantity, campaign_id, defective) VALUES (?, ?, ?, ?, ?, 0) ON CONFLICT (cart_id, kind, item_id) DO UPDATE SET quantity = excluded.quantity, campaign_id = excluded.campaign_id',
      ),
      insertItem: sqlite.prepare<[string, string, string, number, string | null, number]>('INSERT INTO cart_items (cart_id, kind, item_id, quantity, campaign_id, defective) VALUES (?, ?, ?, ?, ?, ?)'),
      deleteItem: sqlite.prepare<[string, string, string]>('DELETE FROM cart_items WHERE cart_id = ? AND kind = ? AND item_id = ?'),
      deleteItems: sqlite.prepare<[string]>('DELETE FROM cart_items WHERE cart_id = ?'),
      expiredItems: sqlite.prepare<[string]>('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE updated_at < ?)'),
      expiredCarts: sqlite.prepare<[string]>('DELETE FROM carts WHERE updated_at < ?'),
    };
  }

  items(cartId: string): Items {
    return this.statements.items.all(cartId);
  }

  product(site: Site, id: string): ProductRow | undefined {
    return this.statements.product.get(site, id);
  }

  productExists(site: Site, id: string): boolean {
    return this.statements.productExists.get(site, id) !== undefined;
  }

  offers(site: Site): CartOfferRow[] {
    return this.statements.offers.all(site);
  }

  offer(site: Site, kind: CartOfferRow['kind'], id: string): CartOfferRow | undefined {
    return this.statements.offer.get(site, kind, id);
  }

  campaignProduct(site: Site, campaignId: string): string | undefined {
    return this.statements.campaignProduct.get(site, campaignId);
  }

  maxArticles(site: Site): number {
    return this.statements.maxArticles.get(site) ?? DEFAULT_MAX_ARTICLES;
  }

  ensureCart(cartId: string, site: Site): void {
    const now = new Date().toISOString();
    this.statements.ensureCart.run(cartId, site, now, now);
  }

  putItem(cartId: string, site: Site, kind: CartItemKind, itemId: string, quantity: number, campaignId: string | null = null): void {
    this.ensureCart(cartId, site);
    this.statements.putItem.run(cartId, kind, itemId, quantity, campaignId);
  }

  deleteItem(cartId: string, site: Site, kind: CartItemKind, itemId: string): void {
    this.ensureCart(cartId, site);
    this.statements.deleteItem.run(cartId, kind, itemId);
  }

  /**
   * Deletes the carts unchanged for longer than their cookie lives: nobody can reach them any more
   * (carts made by cookieless clients, one per request, end here too). Answers how many went.
   */
  purgeExpired(now = new Date()): number {
    const before = new Date(now.getTime() - CART_LIFETIME_S * 1000).toISOString();
    return this.sqlite.transaction(() => {
      this.statements.expiredItems.run(before);
      return this.statements.expiredCarts.run(before).changes;
    })();
  }

  replaceItems(cartId: string, site: Site, items: Readonly<Items>): void {
    this.ensureCart(cartId, site);
    this.statements.deleteItems.run(cartId);
    for (const row of items) this.statements.insertItem.run(cartId, row.kind, row.item_id, row.quantity, row.campaign_id, row.defective);
  }
}

const stores = new WeakMap<SQLite.Database, CartStore>();

/** The cart store of a connection, made on first use. */
export function cartStore(sqlite: SQLite.Database): CartStore {
  let store = stores.get(sqlite);
  if (!store) {
    store = new CartStore(sqlite);
    stores.set(sqlite, store);
  }
  return store;
}

/** Changes asked for while a batch commits, most in one transaction (bounds one batch's latency). */
export const CART_WRITE_BATCH_MAX = 200;

/**
 * Group commit for cart changes. Every change is synchronous work; the changes that arrive while
 * the event loop is busy are run one after another in ONE write transaction (BEGIN IMMEDIATE: a
 * writer in another process waits for the lock instead of reading a cart about to change), each in
 * its own savepoint so a failing change is undone alone. Each caller's promise settles only after
 * COMMIT has returned: an acknowledged change is committed (durable). One commit per batch instead
 * of per change is what makes synchronous=FULL affordable.
 *
 * The connection is shared with the query builder (other domains hold its transactions across
 * awaits), so a batch first takes the builder's connection lock: a change never lands inside
 * another domain's open transaction.
 */
export class CartWriter {
  private queue: { work: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly sqlite: SQLite.Database,
    /** Runs `task` while holding the connection lock (Kysely's `db.connection().execute`). */
    private readonly withConnection: (task: () => Promise<void>) => Promise<void>,
  ) {}

  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the I/O phase: every request already read from the sockets joins this batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        await this.withConnection(async () => this.commitBatch(this.queue.splice(0, CART_WRITE_BATCH_MAX)));
      }
    } catch (error) {
      // withConnection itself failed (closed database): nobody waiting may hang.
      for (const entry of this.queue.splice(0)) entry.reject(error);
    } finally {
      this.scheduled = false;
    }
  }

  private commitBatch(batch: CartWriter['queue']): void {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      this.sqlite.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    try {
      for (const entry of batch) {
        this.sqlite.exec('SAVEPOINT cart_change');
        try {
          outcomes.push({ ok: true, value: entry.work() });
          this.sqlite.exec('RELEASE cart_change');
        } catch (error) {
          this.sqlite.exec('ROLLBACK TO cart_change; RELEASE cart_change');
          outcomes.push({ ok: false, error });
        }
      }
      this.sqlite.exec('COMMIT');
    } catch (error) {
      if (this.sqlite.inTransaction) this.sqlite.exec('ROLLBACK');
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  }
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

const isProductKind = (kind: CartItemKind) => kind === 'article' || kind === 'freeArticle';

/**
 * Reads a cart with its items' current titles, prices and availability. An item whose data is
 * missing on this site (or that is marked so) is listed among the defective items.
 */
export function readCart(store: CartStore, cartId: string | undefined, site: Site): Cart {
  const cart = emptyCart();
  if (!cartId) return cart;
  const items = store.items(cartId);
  if (items.length === 0) return cart;
  const products = new Map<string, ProductRow | undefined>();
  for (const row of items) if (isProductKind(row.kind) && !products.has(row.item_id)) products.set(row.item_id, store.product(site, row.item_id));
  const offers = items.some((row) => !isProductKind(row.kind)) ? new Map(store.offers(site).map((row) => [`${row.kind}:${row.id}`, row])) : new Map<string, CartOfferRow>();
  for (const row of items) {
    const offer = offers.get(`${row.kind}:${row.item_id}`);
    const product = products.get(row.item_id);
    const missing = isProductKind(row.kind) ? !product : !offer;
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

/** CART_LIMIT, ITEM_LIMIT and AVAILABILITY_LIMIT for `added` more pieces of one item. */
function checkLimits(store: CartStore, site: Site, items: Items, added: number, product?: ProductRow, newQuantity?: number): Refusal | undefined {
  if (added <= 0) return undefined;
  if (product && newQuantity !== undefined) {
    const stock = product.availability === 'AVAILABLE' ? product.stock : 0;
    if (newQuantity > stock && stock < product.max_per_order) return { error: 'AVAILABILITY_LIMIT', limit: stock };
    if (newQuantity > product.max_per_order) return { error: 'ITEM_LIMIT', limit: product.max_per_order };
  }
  const limit = store.maxArticles(site);
  if (countPieces(items) + added > limit) return { error: 'CART_LIMIT', limit };
  return undefined;
}

const refused = (refusal: Refusal): ChangeOutcome => ({ kind: 'refused', refusal });
const PRODUCT_DATA: Refusal = { error: 'PRODUCTDATA_UNAVAILABLE' };

/**
 * Sets one article's quantity (0 removes), checking the limits when it grows; `quantity` may be
 * computed from the current one (add-to-cart). Call inside a write transaction.
 */
export function setArticleQuantity(store: CartStore, cartId: string, site: Site, productId: string, quantity: number | ((current: number) => number)): ChangeOutcome {
  const items = store.items(cartId);
  const current = items.find((row) => row.kind === 'article' && row.item_id === productId);
  const currentQuantity = current?.quantity ?? 0;
  const wanted = typeof quantity === 'function' ? quantity(currentQuantity) : quantity;
  if (wanted === currentQuantity) return { kind: 'unchanged' };
  if (wanted === 0) {
    store.deleteItem(cartId, site, 'article', productId);
    return { kind: 'changed' };
  }
  const product = store.product(site, productId);
  if (!product) return refused(PRODUCT_DATA);
  const refusal = checkLimits(store, site, items, current?.defective ? wanted : wanted - currentQuantity, product, wanted);
  if (refusal) return refused(refusal);
  store.putItem(cartId, site, 'article', productId, wanted);
  return { kind: 'changed', ...(wanted > currentQuantity ? { addedProductId: productId } : {}) };
}

/** Applies one of the spec's five change bodies. Call inside a write transaction. */
export function applyChange(store: CartStore, cartId: string, site: Site, change: CartChangeRequest): ChangeOutcome {
  if ('setArticle' in change) return setArticleQuantity(store, cartId, site, change.setArticle.productId, change.setArticle.quantity);
  const items = store.items(cartId);
  const has = (kind: CartItemKind, id: string) => items.some((row) => row.kind === kind && row.item_id === id);

  if ('setFreeArticle' in change) {
    const { productId, campaignId, remove } = change.setFreeArticle;
    if (remove) {
      if (!has('freeArticle', productId)) return { kind: 'unchanged' };
      store.deleteItem(cartId, site, 'freeArticle', productId);
      return { kind: 'changed' };
    }
    if (has('freeArticle', productId)) return { kind: 'unchanged' };
    const product = store.campaignProduct(site, campaignId) === productId ? store.product(site, productId) : undefined;
    if (!product) return refused(PRODUCT_DATA);
    // A free article is one piece; it still needs stock and counts towards the cart limit.
    const refusal = checkLimits(store, site, items, 1, { ...product, max_per_order: Math.max(1, product.max_per_order) }, 1);
    if (refusal) return refused(refusal);
    store.putItem(cartId, site, 'freeArticle', productId, 1, campaignId);
    return { kind: 'changed', addedProductId: productId };
  }

  const toggle = (kind: 'giftCard' | 'partnerProduct', id: string, set: boolean): ChangeOutcome => {
    if (!set) {
      if (!has(kind, id)) return { kind: 'unchanged' };
      store.deleteItem(cartId, site, kind, id);
      return { kind: 'changed' };
    }
    if (has(kind, id)) return { kind: 'unchanged' };
    if (!store.offer(site, kind, id)) return refused(PRODUCT_DATA);
    const refusal = checkLimits(store, site, items, 1);
    if (refusal) return refused(refusal);
    store.putItem(cartId, site, kind, id, 1);
    return { kind: 'changed' };
  };
  if ('setGiftCard' in change) return toggle('giftCard', change.setGiftCard.productId, change.setGiftCard.set);
  if ('setPartnerProduct' in change) return toggle('partnerProduct', change.setPartnerProduct.partnerProductId, change.setPartnerProduct.set);

  const { subscriptionId } = change.deleteSubscription;
  if (!has('subscription', subscriptionId)) return { kind: 'unchanged' };
  store.deleteItem(cartId, site, 'subscription', subscriptionId);
  return { kind: 'changed' };
}
