import type { Kysely, Migration } from 'kysely';

export const loginMigrations: Record<string, Migration> = {
  '2026-11-22-0300-login-customers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('customers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('salutation', 'text')
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('loyalty_beans', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('community_member', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('card_member', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('nl_status', 'text')
        .addUniqueConstraint('customers_site_email', ['site', 'email'])
        .execute();
    },
  },
  '2026-11-22-1500-login-staff-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '2026-11-23-1900-login-revoked-logins': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('revoked_logins')
        .addColumn('login_id', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};
