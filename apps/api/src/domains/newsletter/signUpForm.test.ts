import { sql } from 'kysely';
import { ProblemSchema } from '@storefront/contracts';
import { NEWSLETTER_FORM_PATH, NewsletterOutboxSchema } from '@storefront/newsletter-schemas';
import { FORM_POST_HOST, postForm, type FormFields } from '../../test/formPost';
import { startTestApi, type TestApi } from '../../test/testApi';
import { testApiForSuite } from '../../test/testApiForSuite';

const api = testApiForSuite();

/** The post a browser sends for the server-rendered form: urlencoded, same origin, no anti-forgery header. */
const post = (fields: FormFields, headers?: Record<string, string>) =>
  postForm(api, NEWSLETTER_FORM_PATH, fields, { headers });

async function subscriber(email: string) {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from newsletter_subscribers where email = ${email}`.execute(api.db);
  return rows;
}

describe('the sign-up form without JavaScript (issue 16)', () => {
  it('signs up and answers 303 back to the page with the success outcome, landing on the form', async () => {
    const response = await post({
      email: ' form.post@example.com ',
      consents: 'DNE',
      returnTo: '/c/coffee?sort=price',
      site: 'DE',
      originAddition: 'footer',
      'verify-email': '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      '/c/coffee?sort=price&newsletter=success#newsletter-sign-up',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await subscriber('form.post@example.com');
    expect(row).toMatchObject({
      site: 'DE',
      status: 'PENDING',
      consents: '["DNE"]',
      origin: 'onsite',
      origin_addition: 'footer',
    });
    const outbox = await api.inject({
      method: 'GET',
      url: '/service/newsletter/api/dev/outbox?email=form.post@example.com',
    });
    expect(NewsletterOutboxSchema.parse(outbox.json()).mails).toHaveLength(1);
  });

  it.each([
    ['no-at-sign', 'email.regex'],
    ['', 'email.required'],
  ])(
    'answers an invalid e-mail %j with its rule (the page shows the spec message) and stores nothing',
    async (email, code) => {
      const response = await post({ email, returnTo: '/subscribenewsletter' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        `/subscribenewsletter?newsletter=${encodeURIComponent(code)}#newsletter-sign-up`,
      );
      expect(await subscriber(email)).toHaveLength(0);
    },
  );

  it('checks the market rules the JSON route checks, and Turkey’s required consent', async () => {
    const hungary = await post({ email: 'hu.form@example.com', site: 'HU', returnTo: '/' });
    expect(hungary.headers.location).toBe(
      `/?newsletter=${encodeURIComponent('salutation.required,firstName.required,lastName.required')}#newsletter-sign-up`,
    );
    const turkey = await post({
      email: 'tr.form@example.com',
      site: 'TR',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      returnTo: '/',
    });
    expect(turkey.headers.location).toBe('/?newsletter=legals.required#newsletter-sign-up');
    const consented = await post({
      email: 'tr.form@example.com',
      site: 'TR',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      legals: 'true',
      returnTo: '/',
    });
    expect(consented.headers.location).toBe('/?newsletter=success#newsletter-sign-up');
    expect(await subscriber('tr.form@example.com')).toEqual([
      expect.objectContaining({ site: 'TR', first_name: 'Ayşe', last_name: 'Yılmaz' }),
    ]);
  });

  it('replaces an earlier outcome and never returns to another host', async () => {
    const again = await post({ email: 'again@example.com', returnTo: '/?newsletter=email.regex' });
    expect(again.headers.location).toBe('/?newsletter=success#newsletter-sign-up');
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await post({ email: 'elsewhere@example.com', returnTo });
      expect(response.headers.location).toBe('/?newsletter=success#newsletter-sign-up');
    }
  });

  it('gives a bot that filled the trap field the same success without a sign-up (spec 4.1)', async () => {
    const response = await post({
      email: 'bot@example.com',
      'verify-email': 'bot@example.com',
      returnTo: '/',
    });
    expect(response.headers.location).toBe('/?newsletter=success#newsletter-sign-up');
    expect(await subscriber('bot@example.com')).toHaveLength(0);
  });

  it('refuses a post from another site or without an Origin (strict same-origin check), and signs nobody up', async () => {
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const response = await post({ email: 'forged@example.com', returnTo: '/' }, headers);
      expect(response.statusCode).toBe(403);
      expect(ProblemSchema.parse(response.json()).type).toBe('urn:storefront:csrf');
    }
    // A browser that sends no Origin still says where the post came from.
    expect(
      (
        await post(
          { email: 'no-origin@example.com', returnTo: '/' },
          { 'sec-fetch-site': 'same-origin' },
        )
      ).statusCode,
    ).toBe(303);
    expect(await subscriber('forged@example.com')).toHaveLength(0);
  });

  it('the JSON route still wants its anti-forgery header: the form route opens nothing else', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/service/newsletter/api/internal/newsletter-subscribers',
      payload: {
        email: 'json@example.com',
        consents: [],
        origin: 'onsite',
        originAddition: 'subsite',
      },
      headers: { host: FORM_POST_HOST, origin: `http://${FORM_POST_HOST}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the sign-up form’s rate limit', () => {
  const saved = { ...process.env };
  let limited: TestApi;
  beforeAll(async () => {
    process.env.NEWSLETTER_SIGN_UP_LIMIT = '2';
    limited = await startTestApi({ demo: false });
  });
  afterAll(async () => {
    process.env = saved;
    await limited.close();
  });

  it('answers the technical error (with Retry-After) once the client used up its sign-ups', async () => {
    const send = (n: number) =>
      postForm(
        limited,
        NEWSLETTER_FORM_PATH,
        { email: `limit${n}@example.com`, returnTo: '/' },
        { remoteAddress: '203.0.113.9' },
      );
    const answers = [await send(0), await send(1), await send(2)];
    expect(answers.map((answer) => answer.headers.location)).toEqual([
      '/?newsletter=success#newsletter-sign-up',
      '/?newsletter=success#newsletter-sign-up',
      '/?newsletter=error#newsletter-sign-up',
    ]);
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } =
      await sql`select email from newsletter_subscribers where email = ${'limit2@example.com'}`.execute(
        limited.db,
      );
    expect(rows).toHaveLength(0);
  });
});
