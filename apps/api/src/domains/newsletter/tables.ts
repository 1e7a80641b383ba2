import type { Generated } from 'kysely';
import type { SubscriberStatus } from '@storefront/newsletter-schemas';

export interface NewsletterSubscriberRow {
  id: string;
  /** Random, unguessable (32 bytes, base64url); only ever sent in the double-opt-in e-mail. */
  token: string;
  site: string;
  /** Trimmed and lower-cased, so one address is one subscriber per site. */
  email: string;
  salutation: string | null;
  first_name: string | null;
  last_name: string | null;
  /** JSON array of consent types (DNE, NEWSLETTER). */
  consents: string;
  /** JSON array of interest categories. */
  interests: string;
  origin: string;
  origin_addition: string;
  /** PENDING until the double opt-in, then CONFIRMED; UNSUBSCRIBED once the subscriber ended it (newsletter-schemas). */
  status: SubscriberStatus;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  /** When the subscriber ended the subscription; null while it runs (and again after a new sign-up). */
  unsubscribed_at: string | null;
}

/** E-mails to send, written with the sign-up; the outbox drainer hands them to the mail transport. */
export interface NewsletterOutboxRow {
  id: Generated<number>;
  site: string;
  recipient: string;
  subject: string;
  link: string;
  body: string;
  created_at: string;
  /** When the transport took the mail; null until then. */
  sent_at: Generated<string | null>;
  /** Failed hand-overs so far. */
  attempts: Generated<number>;
  /** Not before this time after a failure (null: at once). */
  next_attempt_at: Generated<string | null>;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscriberRow;
  newsletter_outbox: NewsletterOutboxRow;
}
