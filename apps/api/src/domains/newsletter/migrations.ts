import type { Kysely, Migration } from 'kysely';
import { isPostgres, timestampType } from '../../db/dialect';

export const newsletterMigrations: Record<string, Migration> = {
  '2026-11-22-1300-newsletter-subscribers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('salutation', 'text')
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('consents', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('interests', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('origin_addition', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', timestampType(db), (c) => c.notNull())
        .addColumn('updated_at', timestampType(db), (c) => c.notNull())
        .addColumn('confirmed_at', timestampType(db))
        .addUniqueConstraint('newsletter_subscribers_site_email', ['site', 'email'])
        .execute();
      await db.schema
        .createTable('newsletter_outbox')
        // SQLite's AUTOINCREMENT and PostgreSQL's identity: ids only grow, never reused.
        .addColumn('id', 'integer', (c) =>
          isPostgres(db)
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', timestampType(db), (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('newsletter_outbox_recipient')
        .on('newsletter_outbox')
        .columns(['recipient', 'id'])
        .execute();
    },
  },
  /** Delivery state of each queued mail, for the outbox drainer (outboxDrainer.ts). */
  '2026-11-23-2000-newsletter-outbox-delivery': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('newsletter_outbox')
        .addColumn('sent_at', timestampType(db))
        .execute();
      await db.schema
        .alterTable('newsletter_outbox')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('newsletter_outbox')
        .addColumn('next_attempt_at', timestampType(db))
        .execute();
      await db.schema
        .createIndex('newsletter_outbox_unsent')
        .on('newsletter_outbox')
        .columns(['sent_at', 'id'])
        .execute();
    },
  },
  /** A subscriber may end the subscription on its page: when, for the record of the consent's withdrawal. */
  '2026-11-27-1200-newsletter-subscriber-unsubscribed': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('newsletter_subscribers')
        .addColumn('unsubscribed_at', timestampType(db))
        .execute();
    },
  },
};
