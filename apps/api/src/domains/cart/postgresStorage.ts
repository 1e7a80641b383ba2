import type { Kysely } from 'kysely';
import type { Site } from '@storefront/contracts';
import type { Database } from '../../db/schema';
import type { ProductRow } from '../catalogue/tables';
import type { CartItemKind, CartOfferRow } from './tables';
import { DEFAULT_MAX_ARTICLES } from './seed';
import { expiryCutoff, type CartStorage, type CartStore, type Items } from './repository';

/** The cart's queries through Kysely, on the pool (reads) or on one change's transaction. */
class PostgresCartStore implements CartStore {
  constructor(private readonly db: Kysely<Database>) {}

  items(cartId: string): Promise<Items> {
    return this.db.selectFrom('cart_items').select(['kind', 'item_id', 'quantity', 'campaign_id', 'defective']).where('cart_id', '=', cartId).orderBy('kind').orderBy('item_id').execute();
  }

  product(site: Site, id: string): Promise<ProductRow | undefined> {
    return this.db.selectFrom('products').selectAll().where('site', '=', site).where('id', '=', id).executeTakeFirst();
  }

  async productExists(site: Site, id: string): Promise<boolean> {
    return (await this.db.selectFrom('products').select('id').where('site', '=', site).where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  offers(site: Site): Promise<CartOfferRow[]> {
    return this.db.selectFrom('cart_offers').selectAll().where('site', '=', site).execute();
  }

  offer(site: Site, kind: CartOfferRow['kind'], id: string): Promise<CartOfferRow | undefined> {
    return this.db.selectFrom('cart_offers').selectAll().where('site', '=', site).where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  }

  async campaignProduct(site: Site, campaignId: string): Promise<string | undefined> {
    return (await this.db.selectFrom('cart_campaigns').select('product_id').where('site', '=', site).where('id', '=', campaignId).executeTakeFirst())?.product_id;
  }

  async maxArticles(site: Site): Promise<number> {
    return (await this.db.selectFrom('cart_settings').select('max_articles').where('site', '=', site).executeTakeFirst())?.max_articles ?? DEFAULT_MAX_ARTICLES;
  }

  async putItem(cartId: string, _site: Site, kind: CartItemKind, itemId: string, quantity: number, campaignId: string | null = null): Promise<void> {
    await this.db
      .insertInto('cart_items')
      .values({ cart_id: cartId, kind, item_id: itemId, quantity, campaign_id: campaignId, defective: 0 })
      .onConflict((conflict) => conflict.columns(['cart_id', 'kind', 'item_id']).doUpdateSet({ quantity, campaign_id: campaignId }))
      .execute();
  }

  async deleteItem(cartId: string, _site: Site, kind: CartItemKind, itemId: string): Promise<void> {
    await this.db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('kind', '=', kind).where('item_id', '=', itemId).execute();
  }

  async replaceItems(cartId: string, _site: Site, items: Readonly<Items>): Promise<void> {
    await this.db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
    if (items.length > 0) await this.db.insertInto('cart_items').values(items.map((row) => ({ ...row, cart_id: cartId }))).execute();
  }
}

/**
 * Carts in a PostgreSQL shared by several processes. Each change is one transaction that first
 * creates or touches the cart row in one upsert (INSERT … ON CONFLICT DO UPDATE), which also locks
 * it as SELECT … FOR UPDATE would: a concurrent change to the same cart, from any process, waits
 * until this one has committed and then reads its result (READ COMMITTED: each later statement sees
 * it), so the limits (CART_LIMIT, ITEM_LIMIT, AVAILABILITY_LIMIT) are checked against what is really
 * there. One statement instead of insert, lock and a later touch: round trips are what a change
 * costs on PostgreSQL (bench/README.md). `transaction().execute` resolves only after COMMIT.
 */
export function postgresCartStorage(db: Kysely<Database>): CartStorage {
  return {
    reader: new PostgresCartStore(db),
    change: (cartId, site, work) =>
      db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await trx.insertInto('carts').values({ id: cartId, site, created_at: now, updated_at: now }).onConflict((conflict) => conflict.column('id').doUpdateSet({ updated_at: now })).execute();
        return work(new PostgresCartStore(trx));
      }),
    async purgeExpired(now = new Date()) {
      // cart_items go with their cart (ON DELETE CASCADE).
      const result = await db.deleteFrom('carts').where('updated_at', '<', expiryCutoff(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    close: async () => undefined,
  };
}

