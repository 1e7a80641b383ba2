import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Reads the newsletter outbox straight from the storefront's database. The server runs with
 * NODE_ENV=production (scripts/start.mjs), so the API's dev outbox route is off, as it must be in
 * production; the test reads the table a mail gateway would drain instead.
 *
 * The database path is the one playwright.config.ts gives the web server and, through
 * E2E_DATABASE_FILE, to every worker.
 */
export function e2eDatabaseFile(): string {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file)
    throw new Error(
      'E2E_DATABASE_FILE is not set: run the e2e tests through playwright.config.ts.',
    );
  if (!fs.existsSync(file))
    throw new Error(`The storefront's e2e database is not at ${file}; set E2E_DATABASE_FILE.`);
  return file;
}

/** The little of better-sqlite3 this file uses; the package belongs to the API, not to e2e. */
interface ReadOnlyDatabase {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
  close(): void;
}
type DatabaseConstructor = new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => ReadOnlyDatabase;

// better-sqlite3 belongs to the API package; the e2e folder borrows it from there.
const requireFromApi = createRequire(path.resolve(__dirname, '../../apps/api/package.json'));

function query<T>(sql: string, ...params: unknown[]): T[] {
  const SQLite = requireFromApi('better-sqlite3') as DatabaseConstructor;
  const db = new SQLite(e2eDatabaseFile(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The link of the newest double-opt-in e-mail to an address, or undefined. */
export function latestDoubleOptInLink(email: string): string | undefined {
  return query<{ link: string }>(
    'select link from newsletter_outbox where recipient = ? order by id desc limit 1',
    email.toLowerCase(),
  )[0]?.link;
}

export function subscribersWithEmail(email: string): Array<{
  site: string;
  status: string;
  consents: string;
  first_name: string | null;
  last_name: string | null;
  salutation: string | null;
}> {
  return query(
    'select site, status, consents, first_name, last_name, salutation from newsletter_subscribers where email = ?',
    email.toLowerCase(),
  );
}

/** A fresh address per run, so reruns against the same database never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The subscription page's link in the newest mail to an address, or undefined. */
export function latestSubscriptionLink(email: string): string | undefined {
  const body = query<{ body: string }>(
    'select body from newsletter_outbox where recipient = ? order by id desc limit 1',
    email.toLowerCase(),
  )[0]?.body;
  return body?.match(/https?:\/\/\S+\/subscribenewsletter\/subscription\?token=[\w-]+/)?.[0];
}
