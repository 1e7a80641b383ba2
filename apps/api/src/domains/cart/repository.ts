import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { emptyCart, type Cart, type Site } from '@storefront/contracts';
import type { Database } from '../../db/schema';

export function newCartId(): string {
  return crypto.randomBytes(18).toString('base64url');
}

export async function findCartSite(db: Kysely<Database>, cartId: string): Promise<string | undefined> {
  const row = await db.selectFrom('carts').select('site').where('id', '=', cartId).executeTakeFirst();
  return row?.site;
}

export async function ensureCart(db: Kysely<Database>, cartId: string, site: Site): Promise<void> {
  const now = new Date().toISOString();
  await db.insertInto('carts').values({ id: cartId, site, created_at: now, updated_at: now }).onConflict((c) => c.column('id').doNothing()).execute();
}

/** Reads a cart with its products' current titles, prices and availability. */
export async function readCart(db: Kysely<Database>, cartId: string | undefined, site: Site): Promise<Cart> {
  const cart = emptyCart();
  if (!cartId) return cart;
  const rows = await db
    .selectFrom('cart_items')
    .innerJoin('products', (join) => join.onRef('products.id', '=', 'cart_items.item_id').on('products.site', '=', site))
    .select(['cart_items.kind', 'cart_items.item_id', 'cart_items.quantity', 'cart_items.campaign_id', 'products.tcm', 'products.title', 'products.price', 'products.availability', 'products.category'])
    .where('cart_items.cart_id', '=', cartId)
    .orderBy('cart_items.item_id')
    .execute();
  for (const row of rows) {
    const article = {
      productId: row.item_id,
      tcm: row.tcm,
      title: row.title,
      quantity: { quantity: row.quantity },
      availability: row.availability,
      price: row.price,
      imageUrl: `/service/catalogue/images/${row.category}.svg`,
      ...(row.campaign_id ? { campaignId: row.campaign_id } : {}),
    };
    if (row.kind === 'article') cart.articles.push(article);
    else if (row.kind === 'freeArticle') cart.freeArticles.push(article);
    else if (row.kind === 'giftCard') cart.giftCards.push({ article });
  }
  cart.numberOfArticles = [...cart.articles, ...cart.freeArticles].reduce((sum, article) => sum + (typeof article.quantity === 'number' ? article.quantity : article.quantity.quantity), 0) + cart.giftCards.length;
  return cart;
}
