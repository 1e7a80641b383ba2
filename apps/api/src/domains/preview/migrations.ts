import type { Kysely, Migration } from 'kysely';

export const previewMigrations: Record<string, Migration> = {
  '2026-11-22-1510-preview-sites': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('preview_sites')
        .addColumn('site', 'text', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  },
};
