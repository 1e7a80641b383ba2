import type { Kysely, Migration } from 'kysely';

export const cartMigrations: Record<string, Migration> = {
  '2026-11-22-0200-cart': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('carts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
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
};
