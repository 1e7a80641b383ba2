import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { type Site } from '@storefront/contracts';
import {
  NEWSLETTER_CONSENTS,
  NEWSLETTER_INTERESTS,
  NEWSLETTER_SALUTATIONS,
  NL_STATUS,
  type NewsletterConsent,
  type NewsletterInterest,
  type NewsletterOutboxMail,
  type NewsletterSalutation,
  type NlStatus,
  type Subscriber,
  type SubscriberStatus,
} from '@storefront/newsletter-schemas';
import type { Database } from '../../db/schema';
import type { NewsletterSubscriberRow } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

export function newSubscriberToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const blankToNull = (value: string | undefined | null) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

function parseList<T extends string>(raw: string, allowed: readonly T[]): T[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is T => (allowed as readonly unknown[]).includes(item))
      : [];
  } catch {
    return [];
  }
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

export function toSubscriber(row: NewsletterSubscriberRow): Subscriber {
  const salutation = (NEWSLETTER_SALUTATIONS as readonly string[]).includes(row.salutation ?? '')
    ? (row.salutation as NewsletterSalutation)
    : undefined;
  return {
    email: row.email,
    site: row.site,
    status: row.status,
    ...(salutation ? { salutation } : {}),
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    consents: parseList(row.consents, NEWSLETTER_CONSENTS),
    interests: parseList(row.interests, NEWSLETTER_INTERESTS),
    origin: row.origin,
    originAddition: row.origin_addition,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

export function findSubscriberByToken(
  db: Db,
  token: string,
): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
}

export function findSubscriberByEmail(
  db: Db,
  site: Site | string,
  email: string,
): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('site', '=', site)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** Keeps a customer's nl_status in step; a subscribed customer never drops back to waiting; null: not subscribed (any more). */
async function syncCustomerStatus(
  db: Db,
  site: string,
  email: string,
  status: NlStatus | null,
): Promise<void> {
  let update = db
    .updateTable('customers')
    .set({ nl_status: status })
    .where('site', '=', site)
    .where('email', '=', normaliseEmail(email));
  if (status === NL_STATUS.waitingForDoubleOptIn)
    update = update.where((eb) =>
      eb.or([eb('nl_status', 'is', null), eb('nl_status', '!=', NL_STATUS.subscribed)]),
    );
  await update.execute();
}

export interface SignUpInput {
  site: Site;
  email: string;
  salutation?: NewsletterSalutation;
  firstName?: string;
  lastName?: string;
  consents: readonly NewsletterConsent[];
  origin: string;
  originAddition: string;
}

export interface SignUpOutcome {
  subscriber: NewsletterSubscriberRow;
  /** True when a double-opt-in e-mail should go out (new or still pending, never when confirmed). */
  sendDoubleOptIn: boolean;
}

/**
 * A sign-up is idempotent per site and address: a new address becomes one PENDING subscriber; a
 * pending one keeps its token and takes the latest details (the e-mail is sent again with the same
 * link); a confirmed one is left untouched. One who ended the subscription starts again as a new
 * PENDING sign-up with a new token, so the old page link (and the old confirmation link) stays dead.
 */
export async function signUp(
  db: Kysely<Database>,
  input: SignUpInput,
  composeMail: (subscriber: NewsletterSubscriberRow) => OutgoingMail,
  now = new Date(),
): Promise<SignUpOutcome> {
  const email = normaliseEmail(input.email);
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await findSubscriberByEmail(trx, input.site, email);
    if (existing?.status === 'CONFIRMED') return { subscriber: existing, sendDoubleOptIn: false };
    const details = {
      salutation: input.salutation ?? null,
      first_name: blankToNull(input.firstName),
      last_name: blankToNull(input.lastName),
      consents: JSON.stringify(unique(input.consents)),
      origin: input.origin,
      origin_addition: input.originAddition,
      updated_at: timestamp,
    };
    if (existing?.status === 'UNSUBSCRIBED') {
      await trx
        .updateTable('newsletter_subscribers')
        .set({
          ...details,
          token: newSubscriberToken(),
          status: 'PENDING',
          confirmed_at: null,
          unsubscribed_at: null,
        })
        .where('id', '=', existing.id)
        .execute();
    } else if (existing) {
      await trx
        .updateTable('newsletter_subscribers')
        .set(details)
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('newsletter_subscribers')
        .values({
          id: crypto.randomUUID(),
          token: newSubscriberToken(),
          site: input.site,
          email,
          interests: '[]',
          status: 'PENDING',
          created_at: timestamp,
          confirmed_at: null,
          unsubscribed_at: null,
          ...details,
        })
        .onConflict((c) => c.columns(['site', 'email']).doNothing())
        .execute();
    }
    await syncCustomerStatus(trx, input.site, email, NL_STATUS.waitingForDoubleOptIn);
    const subscriber = await findSubscriberByEmail(trx, input.site, email);
    if (!subscriber) throw new Error('The subscriber vanished inside its own transaction.');
    // In the sign-up's transaction: a sign-up is stored with its mail or not at all.
    await queueMail(trx, composeMail(subscriber), now);
    return { subscriber, sendDoubleOptIn: true };
  });
}

/** A status a subscriber moves to once, with the column that keeps when, and the customer's nl_status that goes with it. */
interface StatusMove {
  status: 'CONFIRMED' | 'UNSUBSCRIBED';
  stamp: (
    at: string,
  ) =>
    | Pick<NewsletterSubscriberRow, 'confirmed_at'>
    | Pick<NewsletterSubscriberRow, 'unsubscribed_at'>;
  nlStatus: NlStatus | null;
  /** A status the move never starts from (the token then opens nothing). */
  refusedFrom?: SubscriberStatus;
}

/**
 * Moves the subscriber of a token to the move's status, idempotently (a second move keeps the
 * first one's time), and the customer's nl_status with it, in one transaction; answers the
 * subscriber as it is then, or undefined for an unknown token and one the move refuses.
 */
async function moveSubscriber(
  db: Kysely<Database>,
  token: string,
  move: StatusMove,
  now: Date,
): Promise<NewsletterSubscriberRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await findSubscriberByToken(trx, token);
    if (!row || row.status === move.refusedFrom) return undefined;
    if (row.status !== move.status) {
      const timestamp = now.toISOString();
      await trx
        .updateTable('newsletter_subscribers')
        .set({ status: move.status, ...move.stamp(timestamp), updated_at: timestamp })
        .where('id', '=', row.id)
        .execute();
    }
    await syncCustomerStatus(trx, row.site, row.email, move.nlStatus);
    return findSubscriberByToken(trx, token);
  });
}

/**
 * Confirms by token (idempotent); answers undefined for an unknown token and for an ended
 * subscription: its old confirmation link must not start it again (a new sign-up does).
 */
export function confirmSubscriber(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<NewsletterSubscriberRow | undefined> {
  return moveSubscriber(
    db,
    token,
    {
      status: 'CONFIRMED',
      stamp: (at) => ({ confirmed_at: at }),
      nlStatus: NL_STATUS.subscribed,
      refusedFrom: 'UNSUBSCRIBED',
    },
    now,
  );
}

export interface SubscriberChanges {
  salutation?: NewsletterSalutation | null;
  firstName?: string;
  lastName?: string;
  consents?: readonly NewsletterConsent[];
  interests?: readonly NewsletterInterest[];
}

export async function updateSubscriber(
  db: Kysely<Database>,
  token: string,
  changes: SubscriberChanges,
  now = new Date(),
): Promise<NewsletterSubscriberRow | undefined> {
  const set: Partial<NewsletterSubscriberRow> = { updated_at: now.toISOString() };
  if (changes.salutation !== undefined) set.salutation = changes.salutation;
  if (changes.firstName !== undefined) set.first_name = blankToNull(changes.firstName);
  if (changes.lastName !== undefined) set.last_name = blankToNull(changes.lastName);
  if (changes.consents) set.consents = JSON.stringify(unique(changes.consents));
  if (changes.interests) set.interests = JSON.stringify(unique(changes.interests));
  const result = await db
    .updateTable('newsletter_subscribers')
    .set(set)
    .where('token', '=', token)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return findSubscriberByToken(db, token);
}

/**
 * Ends a subscription by token (idempotent: an ended one keeps its first end time); the customer's
 * nl_status goes back to none, so the footer offers the sign-up again (spec 2.2). Answers undefined
 * for an unknown token.
 */
export function unsubscribeSubscriber(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<NewsletterSubscriberRow | undefined> {
  return moveSubscriber(
    db,
    token,
    { status: 'UNSUBSCRIBED', stamp: (at) => ({ unsubscribed_at: at }), nlStatus: null },
    now,
  );
}

/** Removes a pending sign-up (an expired double-opt-in link); the customer is no longer waiting. */
export async function deletePendingSubscriber(
  db: Kysely<Database>,
  row: NewsletterSubscriberRow,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('newsletter_subscribers')
      .where('id', '=', row.id)
      .where('status', '=', 'PENDING')
      .execute();
    await trx
      .updateTable('customers')
      .set({ nl_status: null })
      .where('site', '=', row.site)
      .where('email', '=', row.email)
      .where('nl_status', '=', NL_STATUS.waitingForDoubleOptIn)
      .execute();
  });
}

export interface OutgoingMail {
  site: string;
  recipient: string;
  subject: string;
  link: string;
  body: string;
}

async function queueMail(db: Kysely<Database>, mail: OutgoingMail, now: Date): Promise<void> {
  await db
    .insertInto('newsletter_outbox')
    .values({ ...mail, created_at: now.toISOString() })
    .execute();
}

/** The newest mails first. */
export async function outboxFor(
  db: Kysely<Database>,
  recipient: string,
  limit = 20,
): Promise<NewsletterOutboxMail[]> {
  const rows = await db
    .selectFrom('newsletter_outbox')
    .select(['recipient', 'site', 'subject', 'link', 'created_at'])
    .where('recipient', '=', normaliseEmail(recipient))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    recipient: row.recipient,
    site: row.site,
    subject: row.subject,
    link: row.link,
    createdAt: row.created_at,
  }));
}
