import type { Kysely, Migration } from 'kysely';

export const navigationMigrations: Record<string, Migration> = {
  '2026-11-22-1001-navigation-documents': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('navigation_documents')
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('body_json', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('navigation_documents_pk', ['site', 'kind'])
        .execute();
    },
  },
};
