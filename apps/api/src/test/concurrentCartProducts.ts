import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The SK products the concurrent cart tests spread their changes over. */
export const CONCURRENT_CART_PRODUCTS: readonly string[] = [
  '100001',
  '100002',
  '200001',
  '300001',
  '300002',
];

/**
 * Makes CONCURRENT_CART_PRODUCTS available on SK with stock for every change, at most `maxPerOrder`
 * a cart: then only the cart's own limits can refuse one of the concurrent changes (cart
 * routes.test.ts on one process pair, scaleOut.postgres.test.ts on whole storefront processes).
 */
export async function stockConcurrentCartProducts(
  db: Kysely<Database>,
  maxPerOrder: number,
): Promise<readonly string[]> {
  await db
    .updateTable('products')
    .set({ stock: 500, max_per_order: maxPerOrder, availability: 'AVAILABLE' })
    .where('site', '=', 'SK')
    .where('id', 'in', CONCURRENT_CART_PRODUCTS)
    .execute();
  return CONCURRENT_CART_PRODUCTS;
}
