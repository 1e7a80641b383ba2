import { sql } from 'kysely';
import {
  NEWSLETTER_API_BASES,
  NEWSLETTER_PROBLEMS,
  NEWSLETTER_SUBSCRIPTION_FORM_PATH,
  NL_STATUS,
  SubscriberSchema,
  type NewsletterApiBase,
  type SubscribeRequest,
} from '@storefront/newsletter-schemas';
import { postForm, type FormFields } from '../../test/formPost';
import { testApiForSuite } from '../../test/testApiForSuite';
import { demoEmail } from '../../test/demoAccounts';
import { databaseRows, expectFieldInvalid, postSignUp, signUpPayload } from './newsletterFixtures';

/**
 * Issue 31 item 1: the subscription read, changed and ended by its token (spec 1, 4.1, 7.1), as the
 * newsletter remote's subscription page does it with JavaScript (the JSON routes) and without (the
 * plain post). Runs on SQLite and on PostgreSQL (the api-postgres project).
 */
const { internal: INTERNAL, private: PRIVATE } = NEWSLETTER_API_BASES;

const api = testApiForSuite();

const subscribe = (email: string, site = 'DE', extra: Partial<SubscribeRequest> = {}) =>
  postSignUp(api, signUpPayload(email, extra), { site });
const rows = databaseRows(api);

/** The newest mail's body and the token of the subscription page's link in it. */
async function latestMail(
  email: string,
): Promise<{ body: string; pageLink: string; token: string }> {
  const [mail] = await rows(
    sql`select body from newsletter_outbox where recipient = ${email} order by id desc limit 1`,
  );
  const body = String(mail!.body);
  const pageLink = /https?:\/\/\S+\/subscribenewsletter\/subscription\?token=[\w-]+/.exec(
    body,
  )?.[0];
  expect(pageLink).toBeDefined();
  return { body, pageLink: pageLink!, token: new URL(pageLink!).searchParams.get('token')! };
}

const read = (token: string, base: NewsletterApiBase = INTERNAL) =>
  api.inject({
    method: 'GET',
    url: `${base}/newsletter-subscribers/${token}`,
    headers: { 'x-hunter-site': 'DE' },
  });
const put = (token: string, body: object, base: NewsletterApiBase = INTERNAL) =>
  api.inject({
    method: 'PUT',
    url: `${base}/newsletter-subscribers/${token}`,
    payload: body,
    headers: { 'x-hunter-site': 'DE' },
  });

describe('the double-opt-in mail links the subscription page', () => {
  it('NFPL-1-5: carries the confirmation link and the page of the same token on the subscriber’s own site', async () => {
    await subscribe('mail-links@example.com', 'HU', {
      salutation: 'MR',
      firstName: 'Péter',
      lastName: 'Kiss',
    });
    const { body, pageLink, token } = await latestMail('mail-links@example.com');
    expect(pageLink).toBe(
      `http://hu.localhost:3000/subscribenewsletter/subscription?token=${token}`,
    );
    expect(body).toContain(`http://hu.localhost:3000/subscribenewsletter/confirm?token=${token}`);
    // In the site's language (hu-HU texts of the newsletter remote).
    expect(body).toContain('Feliratkozása megtekintése, módosítása vagy leiratkozás:');
  });
});

describe('the subscription by token (JSON, spec 7.1)', () => {
  it('NFPL-7.1-3, NFPL-7.1-5, NFPL-4.1-13: reads, changes and ends it; the customer’s nl_status follows; the old links stay dead until a new sign-up', async () => {
    const email = demoEmail('AT');
    await subscribe(email, 'AT', { salutation: 'MR', firstName: 'Lukas', lastName: 'Gruber' });
    const { token } = await latestMail(email);
    expect(
      (await api.inject({ method: 'PUT', url: `${INTERNAL}/newsletter-subscribers/${token}/doi` }))
        .statusCode,
    ).toBe(200);

    // NFPL-7.1-3: GET by token.
    const before = await read(token);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(SubscriberSchema.parse(before.json())).toMatchObject({
      email,
      site: 'AT',
      status: 'CONFIRMED',
      salutation: 'MR',
      firstName: 'Lukas',
      lastName: 'Gruber',
      consents: ['DNE'],
      unsubscribedAt: null,
    });

    // NFPL-7.1-5: PUT with the update request; the salutation cleared with null, consents replaced.
    const changed = await put(
      token,
      { salutation: null, firstName: 'Luki', lastName: 'Gruber', consents: [] },
      PRIVATE,
    );
    expect(changed.statusCode).toBe(200);
    expect(SubscriberSchema.parse(changed.json())).toMatchObject({
      firstName: 'Luki',
      consents: [],
      status: 'CONFIRMED',
    });
    expect(SubscriberSchema.parse((await read(token)).json()).salutation).toBeUndefined();

    // Ending it: the update request's status, alone.
    expect((await put(token, { status: 'UNSUBSCRIBED', firstName: 'X' })).statusCode).toBe(400);
    const ended = await put(token, { status: 'UNSUBSCRIBED' });
    expect(ended.statusCode).toBe(200);
    const endedSubscriber = SubscriberSchema.parse(ended.json());
    expect(endedSubscriber).toMatchObject({
      status: 'UNSUBSCRIBED',
      unsubscribedAt: expect.any(String),
    });
    expect(
      (await rows(sql`select nl_status from customers where email = ${email}`))[0]!.nl_status,
    ).toBeNull();
    // Idempotent: a second end keeps the first time.
    expect(
      SubscriberSchema.parse((await put(token, { status: 'UNSUBSCRIBED' })).json()).unsubscribedAt,
    ).toBe(endedSubscriber.unsubscribedAt);
    // The page still reads it (as ended); a change is refused; the old confirmation link does not start it again.
    expect(SubscriberSchema.parse((await read(token)).json()).status).toBe('UNSUBSCRIBED');
    const refused = await put(token, { firstName: 'Lukas' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ type: NEWSLETTER_PROBLEMS.unsubscribed });
    const reconfirm = await api.inject({
      method: 'PUT',
      url: `${INTERNAL}/newsletter-subscribers/${token}/doi`,
    });
    expect(reconfirm.statusCode).toBe(404);
    expect(reconfirm.json()).toMatchObject({ type: NEWSLETTER_PROBLEMS.unknownToken });

    // A new sign-up starts over: pending, a new token and a new mail; the old token opens nothing.
    expect((await subscribe(email, 'AT')).statusCode).toBe(202);
    const again = await latestMail(email);
    expect(again.token).not.toBe(token);
    expect((await read(token)).statusCode).toBe(404);
    expect(SubscriberSchema.parse((await read(again.token)).json())).toMatchObject({
      status: 'PENDING',
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect(
      (await rows(sql`select nl_status from customers where email = ${email}`))[0]!.nl_status,
    ).toBe(NL_STATUS.waitingForDoubleOptIn);
  });

  it('NFPL-7.1-5: checks changed fields by the subscription’s own market (spec 5.1), whatever site the call names', async () => {
    await subscribe('tr-change@example.com', 'TR', { firstName: 'Ayşe', lastName: 'Demir' });
    const { token } = await latestMail('tr-change@example.com');
    const invalid = await put(token, { firstName: '', lastName: 'www.spam.example' });
    expectFieldInvalid(invalid, {
      firstName: 'firstNameRequiredErrorMessage',
      lastName: 'lastNameRegexErrorMessage',
    });
    expect(SubscriberSchema.parse((await read(token)).json())).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Demir',
    });
  });
});

describe('the subscription page’s plain post (no JavaScript)', () => {
  const post = (fields: FormFields, headers?: Record<string, string>) =>
    postForm(api, NEWSLETTER_SUBSCRIPTION_FORM_PATH, fields, { headers });

  it('saves the changes and ends the subscription, answering 303 back to the page of the token with the outcome', async () => {
    await subscribe('plain-post@example.com', 'PL');
    const { token } = await latestMail('plain-post@example.com');
    const saved = await post({
      token,
      site: 'PL',
      action: 'save',
      salutation: 'MRS',
      firstName: ' Anna ',
      lastName: 'Nowak',
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(
      `/subscribenewsletter/subscription?token=${token}&subscription=saved#newsletter-subscription`,
    );
    expect(saved.headers['cache-control']).toBe('no-store');
    // The DNE box left empty withdraws that consent.
    expect(SubscriberSchema.parse((await read(token)).json())).toMatchObject({
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Nowak',
      consents: [],
    });

    const dne = await post({
      token,
      site: 'PL',
      action: 'save',
      salutation: '',
      firstName: '',
      lastName: '',
      consents: 'DNE',
    });
    expect(dne.headers.location).toContain('subscription=saved');
    const cleared = SubscriberSchema.parse((await read(token)).json());
    expect(cleared).toMatchObject({ consents: ['DNE'] });
    expect(cleared.firstName).toBeUndefined();
    expect(cleared.salutation).toBeUndefined();

    const ended = await post({ token, site: 'PL', action: 'unsubscribe' });
    expect(ended.headers.location).toBe(
      `/subscribenewsletter/subscription?token=${token}&subscription=ended#newsletter-subscription`,
    );
    expect(SubscriberSchema.parse((await read(token)).json()).status).toBe('UNSUBSCRIBED');
  });

  it('answers failed rules of the market with their codes and changes nothing', async () => {
    await subscribe('plain-hu@example.com', 'HU', {
      salutation: 'MR',
      firstName: 'Péter',
      lastName: 'Kiss',
    });
    const { token } = await latestMail('plain-hu@example.com');
    const response = await post({
      token,
      site: 'HU',
      action: 'save',
      salutation: '',
      firstName: 'x'.repeat(41),
      lastName: '',
    });
    expect(response.headers.location).toBe(
      `/subscribenewsletter/subscription?token=${token}&subscription=salutation.required%2CfirstName.maxLength%2ClastName.required#newsletter-subscription`,
    );
    expect(SubscriberSchema.parse((await read(token)).json())).toMatchObject({
      salutation: 'MR',
      firstName: 'Péter',
      lastName: 'Kiss',
    });
  });

  it('a malformed, hostile or unknown token changes nothing and lands on the invalid-link message', async () => {
    for (const token of [
      '',
      'short',
      '<script>alert(1)</script>',
      `${'a'.repeat(43)}"><svg>`,
      'b'.repeat(43),
    ]) {
      const response = await post({ token, action: 'unsubscribe' });
      expect(response.statusCode).toBe(303);
      const location = String(response.headers.location);
      expect(location.startsWith('/subscribenewsletter/subscription?')).toBe(true);
      expect(location).toContain('subscription=invalid');
      expect(location).not.toMatch(/<|>|%3C|%3E|svg|alert/i);
    }
  });

  it('refuses a post from another site (anti-forgery: strict same origin) and one with a field the form has not', async () => {
    await subscribe('forged@example.com', 'DE');
    const { token } = await latestMail('forged@example.com');
    expect(
      (await post({ token, action: 'unsubscribe' }, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await post({ token, action: 'unsubscribe' }, {})).statusCode).toBe(403);
    expect(
      (await post({ token, action: 'unsubscribe', email: 'other@example.com' })).statusCode,
    ).toBe(400);
    expect(SubscriberSchema.parse((await read(token)).json()).status).toBe('PENDING');
  });
});
