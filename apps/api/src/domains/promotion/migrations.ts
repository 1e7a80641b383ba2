import type { Kysely, Migration } from 'kysely';
import { timestampType } from '../../db/dialect';

export const promotionMigrations: Record<string, Migration> = {
  '2026-11-22-1000-promotion-promotions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('promotions')
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('content_json', 'text', (c) => c.notNull())
        .addColumn('valid_from', timestampType(db))
        .addColumn('valid_to', timestampType(db))
        .addColumn('updated_at', timestampType(db), (c) => c.notNull())
        .addPrimaryKeyConstraint('promotions_pk', ['site', 'id', 'tags'])
        .execute();
    },
  },
};
