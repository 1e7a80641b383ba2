import type { Kysely } from 'kysely';
import type { OpenedDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import type { MailTransport } from './mailTransports';

/** How often every process looks for mails to send. */
export const OUTBOX_DRAIN_INTERVAL_MS = 5_000;
/** Mails one process claims at a time. */
export const OUTBOX_BATCH_SIZE = 20;
/** Waits after the 1st, 2nd ... failed hand-over; after the last one the mail stays unsent for an operator. */
export const OUTBOX_RETRY_DELAYS_S = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 12 * 60 * 60] as const;

export interface DrainOutcome {
  sent: number;
  failed: number;
}

/**
 * Sends what is due. On PostgreSQL the due rows are claimed with FOR UPDATE SKIP LOCKED inside one
 * transaction: a row another process is sending is skipped, not waited for and not sent twice, and
 * its sent flag commits with the claim. (A process killed after the gateway took a mail but before
 * the commit sends it once more on the next drain: at least once, never lost, with the same
 * Message-ID, see mailTransports.ts.) SQLite is one process and one drain at a time
 * (OutboxDrainer), and keeps no transaction open while the gateway answers, so no other query
 * waits for it.
 */
export async function drainOutbox(
  database: OpenedDatabase,
  transport: MailTransport,
  now = new Date(),
): Promise<DrainOutcome> {
  if (database.dialect === 'sqlite') return deliverDue(database.db, transport, now, false);
  return database.db.transaction().execute((trx) => deliverDue(trx, transport, now, true));
}

async function deliverDue(
  db: Kysely<Database>,
  transport: MailTransport,
  now: Date,
  lock: boolean,
): Promise<DrainOutcome> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('newsletter_outbox')
    .select(['id', 'site', 'recipient', 'subject', 'link', 'body', 'attempts'])
    .where('sent_at', 'is', null)
    .where('attempts', '<=', OUTBOX_RETRY_DELAYS_S.length)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
    .orderBy('id')
    .limit(OUTBOX_BATCH_SIZE)
    .$if(lock, (query) => query.forUpdate().skipLocked())
    .execute();
  const outcome: DrainOutcome = { sent: 0, failed: 0 };
  for (const { attempts, ...mail } of due) {
    const { id } = mail;
    try {
      await transport(mail);
      await db.updateTable('newsletter_outbox').set({ sent_at: at }).where('id', '=', id).execute();
      outcome.sent += 1;
    } catch {
      const delayS = OUTBOX_RETRY_DELAYS_S[Math.min(attempts, OUTBOX_RETRY_DELAYS_S.length - 1)]!;
      await db
        .updateTable('newsletter_outbox')
        .set({
          attempts: attempts + 1,
          next_attempt_at: new Date(now.getTime() + delayS * 1000).toISOString(),
        })
        .where('id', '=', id)
        .execute();
      outcome.failed += 1;
    }
  }
  return outcome;
}

/** Drains every OUTBOX_DRAIN_INTERVAL_MS in the background, one drain at a time per process. */
export class OutboxDrainer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly database: OpenedDatabase,
    private readonly transport: MailTransport,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.drainNow(), OUTBOX_DRAIN_INTERVAL_MS);
    this.timer.unref();
  }

  drainNow(): Promise<void> {
    this.running ??= drainOutbox(this.database, this.transport)
      .then(
        () => undefined,
        (error: unknown) => this.onError(error),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Stops the timer and waits for a drain under way (graceful shutdown: its claims commit). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
