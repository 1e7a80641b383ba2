import { sql, type Kysely } from 'kysely';
import { type Product, type Site, productPath } from '@storefront/contracts';
import type { Database } from '../../db/schema';
import type { ProductRow } from './tables';

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    tcm: row.tcm,
    title: row.title,
    category: row.category,
    price: row.price,
    imageUrl: `/service/catalogue/images/${row.category}.svg`,
    productViewUrl: productPath(row.id),
    ...(row.dimension_key ? { dimensionKey: row.dimension_key } : {}),
    availability: row.availability,
  };
}

/**
 * Generated products have ids from x00101 on (see seed/generated.ts): their last three digits are
 * 101 or more. Compared as text, so it means the same on SQLite and PostgreSQL (whose CAST refuses
 * what is not a number, where SQLite's yields 0).
 */
const IS_GENERATED = sql<boolean>`substr(id, length(id) - 2, 3) >= '101'`;

export function listProducts(
  db: Kysely<Database>,
  site: Site,
  limit: number,
  offset: number,
): Promise<ProductRow[]> {
  // The nine hand-made products lead the list (home page, demos), the generated assortment follows.
  return db
    .selectFrom('products')
    .selectAll()
    .where('site', '=', site)
    .orderBy(IS_GENERATED)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findProduct(
  db: Kysely<Database>,
  site: Site,
  id: string,
): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('site', '=', site)
    .where('id', '=', id)
    .executeTakeFirst();
}
