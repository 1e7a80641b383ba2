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
  '2026-12-02-0900-rum-slot-visitors': {
    // Distinct shoppers instead of report counts: a beacon repeated, or one client's many beacons,
    // counts once. The counts of reports cannot be turned into shoppers, so they go.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rum_slot_visitors')
        .addColumn('minute', 'text', (c) => c.notNull())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('release', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rum_slot_visitors_pk', [
          'remote',
          'release',
          'minute',
          'site',
          'event',
          'visitor',
        ])
        .execute();
      await db.schema
        .createIndex('rum_slot_visitors_minute')
        .on('rum_slot_visitors')
        .column('minute')
        .execute();
      await db.schema.dropTable('rum_slot_health').execute();
    },
  },
  '2026-12-02-1000-server-slot-outcomes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('server_slot_outcomes')
        .addColumn('minute', 'text', (c) => c.notNull())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('release', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('server_slot_outcomes_pk', [
          'remote',
          'release',
          'minute',
          'site',
          'outcome',
        ])
        .execute();
      await db.schema
        .createIndex('server_slot_outcomes_minute')
        .on('server_slot_outcomes')
        .column('minute')
        .execute();
    },
  },
  '2026-12-04-2000-rum-vital-visitors': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rum_vital_visitors')
        .addColumn('minute', 'text', (c) => c.notNull())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('release', 'text', (c) => c.notNull())
        .addColumn('vital', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('rum_vital_visitors_pk', [
          'remote',
          'release',
          'minute',
          'site',
          'vital',
          'visitor',
        ])
        .execute();
      await db.schema
        .createIndex('rum_vital_visitors_minute')
        .on('rum_vital_visitors')
        .column('minute')
        .execute();
    },
  },
};
