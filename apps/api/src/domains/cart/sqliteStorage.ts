import SQLite from 'better-sqlite3';
import type { Site } from '@storefront/contracts';
import type { ProductRow } from '../catalogue';
import type { CartCampaignRow, CartItemKind, CartOfferRow, CartSettingsRow } from './tables';
import { DEFAULT_MAX_ARTICLES } from './seed/seedCart';
import { expiryCutoff, type CartStorage, type CartStore, type Items } from './repository';

/**
 * The cart's SQL on SQLite, prepared once per connection. A cart change runs about ten of these small
 * statements; through the query builder each one cost more than the statement itself (building and
 * compiling the query), which is what held cart changes below 2,000 per second. Every statement
 * runs at the moment its method is called (the promise is already settled), so a change's work
 * runs without waiting for I/O; writes run only inside `CartWriter.run` (one write transaction per batch).
 */
export class SqliteCartStore implements CartStore {
  private readonly statements;

  constructor(readonly sqlite: SQLite.Database) {
    this.statements = {
      items: sqlite.prepare<[string], Items[number]>(
        'SELECT kind, item_id, quantity, campaign_id, defective FROM cart_items WHERE cart_id = ? ORDER BY kind, item_id',
      ),
      product: sqlite.prepare<[string, string], ProductRow>(
        'SELECT * FROM products WHERE site = ? AND id = ?',
      ),
      productExists: sqlite
        .prepare<[string, string], number>('SELECT 1 FROM products WHERE site = ? AND id = ?')
        .pluck(),
      offers: sqlite.prepare<[string], CartOfferRow>('SELECT * FROM cart_offers WHERE site = ?'),
      offer: sqlite.prepare<[string, string, string], CartOfferRow>(
        'SELECT * FROM cart_offers WHERE site = ? AND kind = ? AND id = ?',
      ),
      campaignProduct: sqlite
        .prepare<[string, string], CartCampaignRow['product_id']>(
          'SELECT product_id FROM cart_campaigns WHERE site = ? AND id = ?',
        )
        .pluck(),
      maxArticles: sqlite
        .prepare<[string], CartSettingsRow['max_articles']>(
          'SELECT max_articles FROM cart_settings WHERE site = ?',
        )
        .pluck(),
      ensureCart: sqlite.prepare<[string, string, string, string]>(
        'INSERT INTO carts (id, site, created_at, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at',
      ),
      putItem: sqlite.prepare<[string, string, string, number, string | null]>(
        'INSERT INTO cart_items (cart_id, kind, item_id, quantity, campaign_id, defective) VALUES (?, ?, ?, ?, ?, 0) ON CONFLICT (cart_id, kind, item_id) DO UPDATE SET quantity = excluded.quantity, campaign_id = excluded.campaign_id',
      ),
      insertItem: sqlite.prepare<[string, string, string, number, string | null, number]>(
        'INSERT INTO cart_items (cart_id, kind, item_id, quantity, campaign_id, defective) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      deleteItem: sqlite.prepare<[string, string, string]>(
        'DELETE FROM cart_items WHERE cart_id = ? AND kind = ? AND item_id = ?',
      ),
      deleteItems: sqlite.prepare<[string]>('DELETE FROM cart_items WHERE cart_id = ?'),
      expiredItems: sqlite.prepare<[string]>(
        'DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE updated_at < ?)',
      ),
      expiredCarts: sqlite.prepare<[string]>('DELETE FROM carts WHERE updated_at < ?'),
    };
  }

  async items(cartId: string): Promise<Items> {
    return this.statements.items.all(cartId);
  }

  async product(site: Site, id: string): Promise<ProductRow | undefined> {
    return this.statements.product.get(site, id);
  }

  async products(site: Site, ids: readonly string[]): Promise<ProductRow[]> {
    // In-process reads: one statement per id costs no round trip here.
    return ids
      .map((id) => this.statements.product.get(site, id))
      .filter((row): row is ProductRow => row !== undefined);
  }

  async productExists(site: Site, id: string): Promise<boolean> {
    return this.statements.productExists.get(site, id) !== undefined;
  }

  async offers(site: Site): Promise<CartOfferRow[]> {
    return this.statements.offers.all(site);
  }

  async offer(
    site: Site,
    kind: CartOfferRow['kind'],
    id: string,
  ): Promise<CartOfferRow | undefined> {
    return this.statements.offer.get(site, kind, id);
  }

  async campaignProduct(site: Site, campaignId: string): Promise<string | undefined> {
    return this.statements.campaignProduct.get(site, campaignId);
  }

  async maxArticles(site: Site): Promise<number> {
    return this.statements.maxArticles.get(site) ?? DEFAULT_MAX_ARTICLES;
  }

  private ensureCart(cartId: string, site: Site): void {
    const now = new Date().toISOString();
    this.statements.ensureCart.run(cartId, site, now, now);
  }

  async putItem(
    cartId: string,
    site: Site,
    kind: CartItemKind,
    itemId: string,
    quantity: number,
    campaignId: string | null = null,
  ): Promise<void> {
    this.ensureCart(cartId, site);
    this.statements.putItem.run(cartId, kind, itemId, quantity, campaignId);
  }

  async deleteItem(cartId: string, site: Site, kind: CartItemKind, itemId: string): Promise<void> {
    this.ensureCart(cartId, site);
    this.statements.deleteItem.run(cartId, kind, itemId);
  }

  async replaceItems(cartId: string, site: Site, items: Readonly<Items>): Promise<void> {
    this.ensureCart(cartId, site);
    this.statements.deleteItems.run(cartId);
    for (const row of items)
      this.statements.insertItem.run(
        cartId,
        row.kind,
        row.item_id,
        row.quantity,
        row.campaign_id,
        row.defective,
      );
  }

  purgeExpired(now = new Date()): number {
    const before = expiryCutoff(now);
    return this.sqlite.transaction(() => {
      this.statements.expiredItems.run(before);
      return this.statements.expiredCarts.run(before).changes;
    })();
  }
}

/** Changes asked for while a batch commits, most in one transaction (bounds one batch's latency). */
export const CART_WRITE_BATCH_MAX = 200;

/**
 * Group commit for cart changes. The changes that arrive while the event loop is busy are run one
 * after another in ONE write transaction (BEGIN IMMEDIATE: a writer in another process waits for
 * the lock instead of reading a cart about to change), each in its own savepoint so a failing change
 * is undone alone. Each caller's promise settles only after COMMIT has returned: an acknowledged
 * change is committed (durable). One commit per batch instead of per change is what makes
 * synchronous=FULL affordable.
 *
 * The connection is shared with the query builder (other domains hold its transactions across
 * awaits), so a batch first takes the builder's connection lock: a change never lands inside
 * another domain's open transaction.
 */
export class CartWriter {
  private queue: {
    work: () => unknown;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private scheduled = false;

  constructor(
    private readonly sqlite: SQLite.Database,
    /** Runs `task` while holding the connection lock (Kysely's `db.connection().execute`). */
    private readonly withConnection: (task: () => Promise<void>) => Promise<void>,
  ) {}

  run<T>(work: () => T | Promise<T>): Promise<T> {
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
        await this.withConnection(async () =>
          this.commitBatch(this.queue.splice(0, CART_WRITE_BATCH_MAX)),
        );
      }
    } catch (error) {
      // withConnection itself failed (closed database): nobody waiting may hang.
      for (const entry of this.queue.splice(0)) entry.reject(error);
    } finally {
      this.scheduled = false;
    }
  }

  private async commitBatch(batch: CartWriter['queue']): Promise<void> {
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
          outcomes.push({ ok: true, value: await entry.work() });
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

/**
 * Carts in the embedded SQLite file. Changes go through the group commit on the main connection;
 * reads use a second, read-only connection, which (WAL) sees only committed transactions: a read
 * can then never see a batch that is still open (its changes' work runs between awaits).
 */
export function sqliteCartStorage(
  sqlite: SQLite.Database,
  withConnection: (task: () => Promise<void>) => Promise<void>,
): CartStorage {
  const writerStore = new SqliteCartStore(sqlite);
  const readConnection = sqlite.memory ? undefined : new SQLite(sqlite.name, { readonly: true });
  readConnection?.pragma('busy_timeout = 5000');
  const writer = new CartWriter(sqlite, withConnection);
  const cartExists = (readConnection ?? sqlite)
    .prepare<[string], number>('SELECT 1 FROM carts WHERE id = ?')
    .pluck();
  return {
    reader: readConnection ? new SqliteCartStore(readConnection) : writerStore,
    change: (_cartId, _site, work) => writer.run(() => work(writerStore)),
    purgeExpired: (now) => writer.run(() => writerStore.purgeExpired(now)),
    cartExists: async (cartId) => cartExists.get(cartId) !== undefined,
    close: async () => void readConnection?.close(),
  };
}
