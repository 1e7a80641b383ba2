import type pg from 'pg';
import type { Site } from '@storefront/contracts';
import { replaceNul } from '../../db/nulCharacters';
import type { ProductRow } from '../catalogue';
import type { CartItemKind, CartOfferRow } from './tables';
import { DEFAULT_MAX_ARTICLES } from './seed/seedCart';
import { expiryCutoff, type CartStorage, type CartStore, type Items } from './repository';

/**
 * The cart's SQL on PostgreSQL as named prepared statements: each is parsed and planned once per
 * pooled connection, then only bound and run. A change runs about eight of these small statements,
 * and through the query builder each one cost a build, a compile and a parse-and-plan on the
 * server, more than the statement itself (bench/README.md, PostgreSQL). The cart's hot path is the
 * one place that does this by hand, as the SQLite storage prepares its statements.
 */
const STATEMENTS = {
  // Byte order, as SQLite's and the change's kept items (repository.ts, compareItems), whatever the database's collation.
  items:
    'SELECT kind, item_id, quantity, campaign_id, defective FROM cart_items WHERE cart_id = $1 ORDER BY kind COLLATE "C", item_id COLLATE "C"',
  product: 'SELECT * FROM products WHERE site = $1 AND id = $2',
  products: 'SELECT * FROM products WHERE site = $1 AND id = ANY($2::text[])',
  productExists: 'SELECT 1 FROM products WHERE site = $1 AND id = $2',
  offers: 'SELECT * FROM cart_offers WHERE site = $1',
  offer: 'SELECT * FROM cart_offers WHERE site = $1 AND kind = $2 AND id = $3',
  campaignProduct: 'SELECT product_id FROM cart_campaigns WHERE site = $1 AND id = $2',
  maxArticles: 'SELECT max_articles FROM cart_settings WHERE site = $1',
  // Creates or touches the cart and, as SELECT … FOR UPDATE would, locks its row (see
  // postgresCartStorage); answers the site's cart limit on the way, one round trip less per change.
  holdCart:
    'INSERT INTO carts (id, site, created_at, updated_at) VALUES ($1, $2, $3, $3) ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at RETURNING (SELECT max_articles FROM cart_settings WHERE site = $2) AS max_articles',
  putItem:
    'INSERT INTO cart_items (cart_id, kind, item_id, quantity, campaign_id, defective) VALUES ($1, $2, $3, $4, $5, 0) ON CONFLICT (cart_id, kind, item_id) DO UPDATE SET quantity = excluded.quantity, campaign_id = excluded.campaign_id',
  // All of a cart's items in one statement, one array per column.
  insertItems:
    'INSERT INTO cart_items (cart_id, kind, item_id, quantity, campaign_id, defective) SELECT $1, * FROM unnest($2::text[], $3::text[], $4::integer[], $5::text[], $6::integer[])',
  deleteItem: 'DELETE FROM cart_items WHERE cart_id = $1 AND kind = $2 AND item_id = $3',
  deleteItems: 'DELETE FROM cart_items WHERE cart_id = $1',
  cartExists: 'SELECT 1 FROM carts WHERE id = $1',
  // cart_items go with their cart (ON DELETE CASCADE).
  purgeExpired: 'DELETE FROM carts WHERE updated_at < $1',
} as const;

type StatementName = keyof typeof STATEMENTS;

/** The pool (reads outside a change) or one change's connection: both run a query config. */
type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

async function run<Row extends pg.QueryResultRow>(
  connection: Queryable,
  name: StatementName,
  values: readonly unknown[],
): Promise<pg.QueryResult<Row>> {
  // NUL in a string parameter: what the query builder's NulCharacterPlugin does for every other query.
  return connection.query<Row>({
    name: `cart.${name}`,
    text: STATEMENTS[name],
    values: values.map((value) =>
      Array.isArray(value) ? value.map(replaceNul) : replaceNul(value),
    ),
  });
}

class PostgresCartStore implements CartStore {
  constructor(
    private readonly connection: Queryable,
    /** The held cart's site limit, when holding the cart has read it already. */
    private readonly heldLimit?: { site: Site; maxArticles: number | null },
  ) {}

  async items(cartId: string): Promise<Items> {
    return (await run<Items[number]>(this.connection, 'items', [cartId])).rows;
  }

  async product(site: Site, id: string): Promise<ProductRow | undefined> {
    return (await run<ProductRow>(this.connection, 'product', [site, id])).rows[0];
  }

  async products(site: Site, ids: readonly string[]): Promise<ProductRow[]> {
    return (await run<ProductRow>(this.connection, 'products', [site, ids])).rows;
  }

  async productExists(site: Site, id: string): Promise<boolean> {
    return (await run(this.connection, 'productExists', [site, id])).rows.length > 0;
  }

  async offers(site: Site): Promise<CartOfferRow[]> {
    return (await run<CartOfferRow>(this.connection, 'offers', [site])).rows;
  }

  async offer(
    site: Site,
    kind: CartOfferRow['kind'],
    id: string,
  ): Promise<CartOfferRow | undefined> {
    return (await run<CartOfferRow>(this.connection, 'offer', [site, kind, id])).rows[0];
  }

  async campaignProduct(site: Site, campaignId: string): Promise<string | undefined> {
    return (
      await run<{ product_id: string }>(this.connection, 'campaignProduct', [site, campaignId])
    ).rows[0]?.product_id;
  }

  async maxArticles(site: Site): Promise<number> {
    if (this.heldLimit?.site === site) return this.heldLimit.maxArticles ?? DEFAULT_MAX_ARTICLES;
    return (
      (await run<{ max_articles: number }>(this.connection, 'maxArticles', [site])).rows[0]
        ?.max_articles ?? DEFAULT_MAX_ARTICLES
    );
  }

  async putItem(
    cartId: string,
    _site: Site,
    kind: CartItemKind,
    itemId: string,
    quantity: number,
    campaignId: string | null = null,
  ): Promise<void> {
    await run(this.connection, 'putItem', [cartId, kind, itemId, quantity, campaignId]);
  }

  async deleteItem(cartId: string, _site: Site, kind: CartItemKind, itemId: string): Promise<void> {
    await run(this.connection, 'deleteItem', [cartId, kind, itemId]);
  }

  async replaceItems(cartId: string, _site: Site, items: Readonly<Items>): Promise<void> {
    await run(this.connection, 'deleteItems', [cartId]);
    if (items.length === 0) return;
    const column = <K extends keyof Items[number]>(key: K) => items.map((row) => row[key]);
    await run(this.connection, 'insertItems', [
      cartId,
      column('kind'),
      column('item_id'),
      column('quantity'),
      column('campaign_id'),
      column('defective'),
    ]);
  }
}

/**
 * Carts in a PostgreSQL shared by several processes. Each change is one transaction on one pooled
 * connection that first creates or touches the cart row in one upsert (INSERT … ON CONFLICT DO
 * UPDATE), which also locks it as SELECT … FOR UPDATE would: a concurrent change to the same cart,
 * from any process, waits until this one has committed and then reads its result (READ COMMITTED:
 * each later statement sees it), so the limits (CART_LIMIT, ITEM_LIMIT, AVAILABILITY_LIMIT) are
 * checked against what is really there. `change` resolves only after COMMIT has returned: an
 * acknowledged change is durable. A failing change is rolled back and its connection goes back to
 * the pool; one the server dropped is discarded instead.
 */
export function postgresCartStorage(pool: pg.Pool): CartStorage {
  return {
    reader: new PostgresCartStore(pool),
    async change(cartId, site, work) {
      const connection = await pool.connect();
      let unusable: Error | undefined;
      try {
        await connection.query('BEGIN');
        const held = await run<{ max_articles: number | null }>(connection, 'holdCart', [
          cartId,
          site,
          new Date().toISOString(),
        ]);
        const result = await work(
          new PostgresCartStore(connection, {
            site,
            maxArticles: held.rows[0]?.max_articles ?? null,
          }),
        );
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back goes to nobody else: the pool discards it.
        await connection
          .query('ROLLBACK')
          .catch(
            (failed: unknown) =>
              (unusable = failed instanceof Error ? failed : new Error(String(failed))),
          );
        throw error;
      } finally {
        connection.release(unusable);
      }
    },
    async purgeExpired(now = new Date()) {
      return (await run(pool, 'purgeExpired', [expiryCutoff(now)])).rowCount ?? 0;
    },
    async cartExists(cartId) {
      return (await run(pool, 'cartExists', [cartId])).rows.length > 0;
    },
    close: async () => undefined,
  };
}
