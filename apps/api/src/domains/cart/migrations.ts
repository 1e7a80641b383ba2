import type { Kysely, Migration } from 'kysely';
import { moneyType, timestampType } from '../../db/dialect';

export const cartMigrations: Record<string, Migration> = {
  '2026-11-22-0200-cart': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('carts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('created_at', timestampType(db), (c) => c.notNull())
        .addColumn('updated_at', timestampType(db), (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('cart_items')
        .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('campaign_id', 'text')
        .addPrimaryKeyConstraint('cart_items_pk', ['cart_id', 'kind', 'item_id'])
        .execute();
    },
  },
  '2026-11-22-1200-cart-offers-limits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('cart_items')
        .addColumn('defective', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('cart_offers')
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('tcm', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('price', moneyType(db), (c) => c.notNull())
        .addPrimaryKeyConstraint('cart_offers_pk', ['site', 'kind', 'id'])
        .execute();
      await db.schema
        .createTable('cart_campaigns')
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('cart_campaigns_pk', ['site', 'id'])
        .execute();
      await db.schema
        .createTable('cart_settings')
        .addColumn('site', 'text', (c) => c.primaryKey())
        .addColumn('max_articles', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};
