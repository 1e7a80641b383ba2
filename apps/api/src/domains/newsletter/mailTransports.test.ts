import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { doubleOptInMail } from './mail';
import { smtpTransport } from './mailTransports';
import { mailGatewayFromEnv } from '../../config';
import { ConfigError } from '@storefront/server-kit';

/** A local SMTP gateway: keeps what it was given, refuses the recipients `refuse` names. */
async function startGateway(refuse: (recipient: string) => boolean = () => false) {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      callback(
        refuse(address.address)
          ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })
          : undefined,
      );
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          envelopes.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the SMTP mail gateway (MAIL_URL, MAIL_FROM)', () => {
  it('hands the double-opt-in mail over as the shopper gets it: sender, recipient, subject, link, a Message-ID of its outbox row', async () => {
    const gateway = await startGateway();
    const send = smtpTransport(gateway.url, 'newsletter@shop.example.de');
    try {
      const mail = doubleOptInMail(
        'HU',
        'vevo@example.hu',
        'http://hu.localhost:3000/newsletter/confirm?token=abc',
        'http://hu.localhost:3000/subscribenewsletter/subscription?token=abc',
      );
      await send({ ...mail, id: 42 });
      expect(gateway.envelopes).toEqual([['vevo@example.hu']]);
      const [received] = gateway.received;
      expect(received?.from?.text).toBe('newsletter@shop.example.de');
      expect(received?.subject).toBe(mail.subject);
      expect(received?.text?.trim()).toBe(mail.body.trim());
      expect(received?.text).toContain('http://hu.localhost:3000/newsletter/confirm?token=abc');
      expect(received?.text).toContain(
        'http://hu.localhost:3000/subscribenewsletter/subscription?token=abc',
      );
      expect(received?.messageId).toBe('<newsletter-outbox-42@shop.example.de>');
    } finally {
      send.close();
      await gateway.close();
    }
  });

  it('rejects when the gateway refuses the mail or is not there, so the outbox retries it', async () => {
    const gateway = await startGateway((recipient) => recipient.startsWith('gone'));
    const send = smtpTransport(gateway.url, 'newsletter@shop.example.de');
    const mail = {
      ...doubleOptInMail(
        'DE',
        'gone@example.com',
        'http://de.localhost:3000/x',
        'http://de.localhost:3000/y',
      ),
      id: 1,
    };
    try {
      await expect(send(mail)).rejects.toThrow(/mailbox unavailable/);
      expect(gateway.received).toEqual([]);
    } finally {
      send.close();
      await gateway.close();
    }
    const nobody = smtpTransport(gateway.url, 'newsletter@shop.example.de');
    try {
      await expect(nobody({ ...mail, recipient: 'kunde@example.com' })).rejects.toThrow();
    } finally {
      nobody.close();
    }
  });

  it('is configured by MAIL_URL and MAIL_FROM together, or not at all (the log)', () => {
    expect(mailGatewayFromEnv({})).toBeUndefined();
    expect(
      mailGatewayFromEnv({
        MAIL_URL: 'smtps://user:pw@mail.example.de:465',
        MAIL_FROM: 'newsletter@shop.example.de',
      }),
    ).toEqual({
      url: 'smtps://user:pw@mail.example.de:465',
      from: 'newsletter@shop.example.de',
    });
    for (const env of [
      { MAIL_URL: 'smtp://mail.example.de:587' },
      { MAIL_FROM: 'newsletter@shop.example.de' },
      { MAIL_URL: 'http://mail.example.de', MAIL_FROM: 'newsletter@shop.example.de' },
      { MAIL_URL: 'mail.example.de:25', MAIL_FROM: 'newsletter@shop.example.de' },
      { MAIL_URL: 'smtp://mail.example.de:587', MAIL_FROM: 'newsletter' },
    ]) {
      expect(() => mailGatewayFromEnv(env)).toThrow(ConfigError);
    }
  });
});
