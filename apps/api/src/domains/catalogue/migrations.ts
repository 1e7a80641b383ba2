import type { Kysely, Migration } from 'kysely';
import { moneyType } from '../../db/dialect';

export const catalogueMigrations: Record<string, Migration> = {
  '2026-11-22-0100-catalogue-products': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('products')
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('tcm', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('price', moneyType(db), (c) => c.notNull())
        .addColumn('dimension_key', 'text')
        .addColumn('stock', 'integer', (c) => c.notNull())
        .addColumn('max_per_order', 'integer', (c) => c.notNull())
        .addColumn('availability', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('products_pk', ['site', 'id'])
        .execute();
    },
  },
};
