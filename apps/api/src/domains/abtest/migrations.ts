import type { Kysely, Migration } from 'kysely';
import { timestampType } from '../../db/dialect';

export const abTestMigrations: Record<string, Migration> = {
  '2026-11-22-1520-abtest-tests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ab_tests')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('starts_at', timestampType(db), (c) => c.notNull())
        .addColumn('ends_at', timestampType(db), (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('ab_test_groups')
        .addColumn('test_name', 'text', (c) =>
          c.notNull().references('ab_tests.name').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('ab_test_groups_pk', ['test_name', 'name'])
        .execute();
      await db.schema
        .createIndex('ab_tests_period')
        .on('ab_tests')
        .columns(['starts_at', 'ends_at'])
        .execute();
    },
  },
};
