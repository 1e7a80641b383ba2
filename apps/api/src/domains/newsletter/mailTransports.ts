import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './repository';

/** One queued mail as the outbox hands it over: its row id makes each hand-over recognisable. */
export interface QueuedMail extends OutgoingMail {
  id: number;
}

/** Hands one mail to the mail gateway; rejects when the gateway did not take it. */
export type MailTransport = (mail: QueuedMail) => Promise<void>;

/** How long one hand-over may take before it counts as failed and is retried later. */
export const SMTP_TIMEOUT_MS = 15_000;

/**
 * Without MAIL_URL (the embedded default) mails go to the log: site and subject only, since the
 * link carries the subscriber's token. The start says so (see newsletter routes).
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return async (mail) =>
    log.info(
      { site: mail.site, subject: mail.subject, outboxId: mail.id },
      'newsletter mail handed to the log (no MAIL_URL configured)',
    );
}

/**
 * The mail gateway at MAIL_URL (smtp://user:password@host:587, or smtps:// for TLS from the
 * first byte), sent from MAIL_FROM. The Message-ID is derived from the outbox row, so a mail handed
 * over twice (a process killed between the gateway's answer and the commit of the sent flag; see
 * outboxDrainer.ts) carries the same id both times and a gateway or mailbox can drop the second.
 */
export function smtpTransport(url: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const domain = from.slice(from.lastIndexOf('@') + 1);
  const send = async (mail: QueuedMail) => {
    await transporter.sendMail({
      from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.body,
      messageId: `<newsletter-outbox-${mail.id}@${domain}>`,
    });
  };
  return Object.assign(send, { close: () => transporter.close() });
}
