import type { Kysely, Migration } from 'kysely';

export const rumMigrations: Record<string, Migration> = {
  '2026-11-27-0200-rum-slot-health': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rum_slot_health')
        .addColumn('minute', 'text', (c) => c.notNull())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('release', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rum_slot_health_pk', [
          'minute',
          'site',
          'remote',
          'release',
          'event',
        ])
        .execute();
      await db.schema
        .createIndex('rum_slot_health_release')
        .on('rum_slot_health')
        .columns(['remote', 'release', 'minute'])
        .execute();
    },
  },
};
