import { NEWSLETTER_API_BASES } from '@storefront/newsletter-schemas';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { openDatabase } from '../../db/database';
import { drainOutbox, OUTBOX_RETRY_DELAYS_S } from './outboxDrainer';
import type { MailTransport } from './mailTransports';
import type { OutgoingMail } from './repository';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const signUp = (email: string) =>
  api.inject({
    method: 'POST',
    url: `${NEWSLETTER_API_BASES.internal}/newsletter-subscribers`,
    payload: { email, consents: ['DNE'], origin: 'onsite', originAddition: 'subsite' },
    headers: { 'x-hunter-site': 'DE' },
  });
const unsent = async (recipient: string) =>
  api.db
    .selectFrom('newsletter_outbox')
    .select(['sent_at', 'attempts', 'next_attempt_at'])
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();

describe('newsletter outbox', () => {
  it('sends each queued mail once, marks it sent, and retries a failed hand-over only after its delay', async () => {
    expect((await signUp('outbox-ok@example.com')).statusCode).toBe(202);
    expect((await signUp('outbox-retry@example.com')).statusCode).toBe(202);
    const database = openDatabase(api.config);
    const sent: OutgoingMail[] = [];
    let gatewayDown = true;
    const transport: MailTransport = async (mail) => {
      if (gatewayDown && mail.recipient === 'outbox-retry@example.com')
        throw new Error('gateway unavailable');
      sent.push(mail);
    };
    try {
      // Far enough ahead that whatever the background drainer did, these mails are due.
      const now = new Date(Date.now() + 60_000);
      await api.db
        .updateTable('newsletter_outbox')
        .set({ sent_at: null, attempts: 0, next_attempt_at: null })
        .where('recipient', 'in', ['outbox-ok@example.com', 'outbox-retry@example.com'])
        .execute();
      await drainOutbox(database, transport, now);
      expect(sent.map((mail) => mail.recipient)).toContain('outbox-ok@example.com');
      expect(sent.find((mail) => mail.recipient === 'outbox-ok@example.com')).toMatchObject({
        site: 'DE',
        link: expect.stringContaining('token='),
      });
      expect((await unsent('outbox-ok@example.com')).sent_at).not.toBeNull();
      expect(await unsent('outbox-retry@example.com')).toMatchObject({
        sent_at: null,
        attempts: 1,
      });

      gatewayDown = false;
      sent.length = 0;
      await drainOutbox(
        database,
        transport,
        new Date(now.getTime() + (OUTBOX_RETRY_DELAYS_S[0] - 1) * 1000),
      );
      expect(sent).toEqual([]);
      await drainOutbox(
        database,
        transport,
        new Date(now.getTime() + OUTBOX_RETRY_DELAYS_S[0] * 1000),
      );
      expect(sent.map((mail) => mail.recipient)).toEqual(['outbox-retry@example.com']);
      expect((await unsent('outbox-retry@example.com')).sent_at).not.toBeNull();
    } finally {
      await database.db.destroy();
    }
  });
});
