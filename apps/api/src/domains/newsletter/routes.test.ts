import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { ProblemSchema } from '@storefront/contracts';
import {
  NEWSLETTER_PROBLEMS,
  NL_STATUS,
  NewsletterOutboxSchema,
  SubscriberSchema,
} from '@storefront/newsletter-schemas';
import { startTestApi, type TestApi } from '../../test/testApi';
import { testApiForSuite } from '../../test/testApiForSuite';
import { CONFIRMED_TOKEN_VALIDITY_DAYS, DOUBLE_OPT_IN_LINK_VALIDITY_DAYS } from './settings';
import { DEMO_PASSWORD, demoEmail } from '../../test/demoAccounts';
import {
  databaseRows,
  expectFieldInvalid,
  postSignUp,
  signUpPayload as payload,
} from './newsletterFixtures';

// The service's two bases as spec 7.1 names them (the other tests take NEWSLETTER_API_BASES).
const PRIVATE = '/service/newsletter/api/private';
const INTERNAL = '/service/newsletter/api/internal';

const api = testApiForSuite();

const subscribe = (
  body: unknown,
  site = 'DE',
  base: typeof PRIVATE | typeof INTERNAL = INTERNAL,
  remoteAddress?: string,
) => postSignUp(api, body, { site, base, remoteAddress });

async function outbox(email: string) {
  const response = await api.inject({
    method: 'GET',
    url: `/service/newsletter/api/dev/outbox?email=${encodeURIComponent(email)}`,
  });
  expect(response.statusCode).toBe(200);
  return NewsletterOutboxSchema.parse(response.json()).mails;
}

async function tokenFor(email: string): Promise<string> {
  const [mail] = await outbox(email);
  const token = new URL(mail!.link).searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

const rows = databaseRows(api);

describe('sign-up', () => {
  it('NFPL-7.1-1: creates one pending subscriber with consents, site, origin and timestamps, and queues the double-opt-in mail', async () => {
    const response = await subscribe(
      payload('  Anna.Lena@Example.com ', {
        salutation: 'MRS',
        firstName: 'Anna',
        lastName: 'Nagy',
      }),
      'HU',
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'ACCEPTED' });
    const [row] = await rows(
      sql`select * from newsletter_subscribers where email = ${'anna.lena@example.com'}`,
    );
    expect(row).toMatchObject({
      site: 'HU',
      status: 'PENDING',
      salutation: 'MRS',
      first_name: 'Anna',
      last_name: 'Nagy',
      consents: '["DNE"]',
      origin: 'onsite',
      origin_addition: 'subsite',
      confirmed_at: null,
    });
    expect(row!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(String(row!.created_at))).toBeGreaterThan(Date.now() - 60_000);
    const mails = await outbox('anna.lena@example.com');
    expect(mails).toHaveLength(1);
    // The link goes to the subscriber's own site, whatever host the call came in on.
    expect(mails[0]!.link).toBe(
      `http://hu.localhost:3000/subscribenewsletter/confirm?token=${String(row!.token)}`,
    );
    expect(mails[0]!.subject).toBeTruthy();
  });

  it('is idempotent: a second sign-up keeps one subscriber and the same token', async () => {
    const email = 'twice@example.com';
    expect((await subscribe(payload(email))).statusCode).toBe(202);
    const first = await rows(sql`select token from newsletter_subscribers where email = ${email}`);
    expect((await subscribe(payload(email, { consents: [] }), 'DE', PRIVATE)).statusCode).toBe(202);
    const second = await rows(
      sql`select token, consents from newsletter_subscribers where email = ${email}`,
    );
    expect(second).toHaveLength(1);
    expect(second[0]!.token).toBe(first[0]!.token);
    expect(second[0]!.consents).toBe('[]');
    const links = (await outbox(email)).map((mail) => mail.link);
    expect(new Set(links).size).toBe(1);
  });

  it('the same address on another site is another subscriber', async () => {
    await subscribe(payload('two-sites@example.com'), 'DE');
    await subscribe(payload('two-sites@example.com'), 'AT');
    expect(
      (
        await rows(
          sql`select site from newsletter_subscribers where email = ${'two-sites@example.com'} order by site`,
        )
      ).map((row) => row.site),
    ).toEqual(['AT', 'DE']);
  });

  it.each(['no-at-sign', 'anna@example', `${'a'.repeat(250)}@example.com`, ''])(
    'answers urn:newsletter:email_invalid for %j and stores nothing',
    async (email) => {
      const response = await subscribe(payload(email));
      expect(response.statusCode).toBe(400);
      const problem = ProblemSchema.parse(response.json());
      expect(problem.type).toBe(NEWSLETTER_PROBLEMS.emailInvalid);
      expect(problem.errors?.[0]?.path).toBe('email');
      expect(
        (
          await rows(sql`select count(*) as n from newsletter_subscribers where email = ${email}`)
        )[0]!.n,
      ).toBe(0);
    },
  );

  it('applies the market rules of the shared validation: names and salutation required in HU, names in TR', async () => {
    const hu = await subscribe(payload('hu-missing@example.com'), 'HU');
    expectFieldInvalid(hu, {
      salutation: 'salutationRequiredErrorMessage',
      firstName: 'firstNameRequiredErrorMessage',
      lastName: 'lastNameRequiredErrorMessage',
    });
    const tr = await subscribe(
      payload('tr@example.com', { firstName: 'Mehmet', lastName: 'www.spam.com' }),
      'TR',
    );
    expectFieldInvalid(tr, { lastName: 'lastNameRegexErrorMessage' });
    expect((await subscribe(payload('de-no-names@example.com'), 'DE')).statusCode).toBe(202);
  });

  // The vocabulary of spec 3.1, from a client address of their own (the sign-up limit counts per client).
  const VOCABULARY_CLIENT = '10.31.0.1';

  it('NFPL-3.1-3: takes the salutations MR, MRS, COMPANY and DIVERS, and no other', async () => {
    for (const salutation of ['MR', 'MRS', 'COMPANY', 'DIVERS'] as const) {
      const response = await subscribe(
        payload(`salutation-${salutation.toLowerCase()}@example.com`, {
          salutation,
          firstName: 'Anna',
          lastName: 'Nagy',
        }),
        'HU',
        INTERNAL,
        VOCABULARY_CLIENT,
      );
      expect([salutation, response.statusCode]).toEqual([salutation, 202]);
    }
    expect(
      (
        await subscribe(
          {
            ...payload('salutation-ms@example.com'),
            salutation: 'MS',
            firstName: 'Anna',
            lastName: 'Nagy',
          },
          'HU',
          INTERNAL,
          VOCABULARY_CLIENT,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('NFPL-3.1-4: takes the consents DNE and NEWSLETTER', async () => {
    expect(
      (
        await subscribe(
          payload('consents@example.com', { consents: ['DNE', 'NEWSLETTER'] }),
          'DE',
          INTERNAL,
          VOCABULARY_CLIENT,
        )
      ).statusCode,
    ).toBe(202);
    expect(
      (
        await rows(
          sql`select consents from newsletter_subscribers where email = ${'consents@example.com'}`,
        )
      )[0]!.consents,
    ).toBe('["DNE","NEWSLETTER"]');
  });

  it('refuses a malformed body and one without the anti-forgery header', async () => {
    expect(
      (
        await subscribe({
          email: 'a@b.de',
          consents: ['EVERYTHING'],
          origin: 'onsite',
          originAddition: 'subsite',
        })
      ).statusCode,
    ).toBe(400);
    expect((await subscribe({ ...payload('a@b.de'), extra: true })).statusCode).toBe(400);
    const forged = await api.app.inject({
      method: 'POST',
      url: `${INTERNAL}/newsletter-subscribers`,
      payload: payload('csrf@example.com'),
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('double opt-in and subscriber by token', () => {
  it('reads, confirms (idempotently) and updates a subscriber by token; the customer’s nl_status follows', async () => {
    const email = demoEmail('HU');
    expect(
      (
        await subscribe(
          payload(email, { salutation: 'MRS', firstName: 'Eszter', lastName: 'Nagy' }),
          'HU',
        )
      ).statusCode,
    ).toBe(202);
    expect(
      (await rows(sql`select nl_status from customers where email = ${email}`))[0]!.nl_status,
    ).toBe(NL_STATUS.waitingForDoubleOptIn);
    const token = await tokenFor(email);

    const read = await api.inject({
      method: 'GET',
      url: `${PRIVATE}/newsletter-subscribers/${token}`,
    });
    expect(read.statusCode).toBe(200);
    expect(SubscriberSchema.parse(read.json())).toMatchObject({
      email,
      site: 'HU',
      status: 'PENDING',
      confirmedAt: null,
      firstName: 'Eszter',
    });

    const confirm = await api.inject({
      method: 'PUT',
      url: `${INTERNAL}/newsletter-subscribers/${token}/doi`,
    });
    expect(confirm.statusCode).toBe(200);
    const confirmed = SubscriberSchema.parse(confirm.json());
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.confirmedAt).toEqual(expect.any(String));
    expect(
      (await rows(sql`select nl_status from customers where email = ${email}`))[0]!.nl_status,
    ).toBe(NL_STATUS.subscribed);

    const again = await api.inject({
      method: 'PUT',
      url: `${INTERNAL}/newsletter-subscribers/${token}/doi`,
    });
    expect(SubscriberSchema.parse(again.json()).confirmedAt).toBe(confirmed.confirmedAt);

    // Signing up again once confirmed changes nothing and sends no mail.
    const mailsBefore = (await outbox(email)).length;
    expect(
      (await subscribe(payload(email, { salutation: 'MRS', firstName: 'X', lastName: 'Y' }), 'HU'))
        .statusCode,
    ).toBe(202);
    expect(await outbox(email)).toHaveLength(mailsBefore);
    expect(
      (await rows(sql`select nl_status from customers where email = ${email}`))[0]!.nl_status,
    ).toBe(NL_STATUS.subscribed);

    const update = await api.inject({
      method: 'PUT',
      url: `${PRIVATE}/newsletter-subscribers/${token}`,
      payload: { firstName: 'Eszti', interests: ['COFFEE', 'KITCHEN'], consents: [] },
    });
    expect(update.statusCode).toBe(200);
    expect(SubscriberSchema.parse(update.json())).toMatchObject({
      firstName: 'Eszti',
      lastName: 'Nagy',
      interests: ['COFFEE', 'KITCHEN'],
      consents: [],
      status: 'CONFIRMED',
    });

    const invalid = await api.inject({
      method: 'PUT',
      url: `${PRIVATE}/newsletter-subscribers/${token}`,
      payload: { salutation: null, lastName: 'a'.repeat(41) },
    });
    expectFieldInvalid(invalid, {
      salutation: 'salutationRequiredErrorMessage',
      lastName: 'lastNameMaxLengthErrorMessage',
    });
    const malformed = await api.inject({
      method: 'PUT',
      url: `${PRIVATE}/newsletter-subscribers/${token}`,
      payload: { interests: ['GOLF'] },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it.each([
    ['GET', ''],
    ['PUT', '/doi'],
    ['PUT', ''],
  ] as const)(
    'NFPL-3.1-8: %s %s answers 404 urn:newsletter:unknown_token for an unknown or malformed token in the path',
    async (method, suffix) => {
      for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc']) {
        const response = await api.inject({
          method,
          url: `${INTERNAL}/newsletter-subscribers/${token}${suffix}`,
          ...(method === 'PUT' && !suffix ? { payload: {} } : {}),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ type: NEWSLETTER_PROBLEMS.unknownToken });
      }
    },
  );

  it('NFPL-9-2: a Turkish sign-up left unconfirmed for 14 days has an invalid link', async () => {
    const email = 'late@example.com';
    await subscribe(payload(email, { firstName: 'Ayşe', lastName: 'Demir' }), 'TR');
    const token = await tokenFor(email);
    await api.db
      .updateTable('newsletter_subscribers')
      .set({ created_at: new Date(Date.now() - 15 * 24 * 3600 * 1000).toISOString() })
      .where('token', '=', token)
      .execute();
    const response = await api.inject({
      method: 'PUT',
      url: `${INTERNAL}/newsletter-subscribers/${token}/doi`,
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await rows(sql`select count(*) as n from newsletter_subscribers where email = ${email}`))[0]!
        .n,
    ).toBe(0);
  });

  it('a link stops working 30 days after the sign-up, and a confirmed token 30 days after the confirmation', async () => {
    const age = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
    const setColumn = async (
      column: 'updated_at' | 'confirmed_at',
      value: string,
      token: string,
    ) => {
      await api.db
        .updateTable('newsletter_subscribers')
        .set({ [column]: value })
        .where('token', '=', token)
        .execute();
    };
    await subscribe(payload('old-link@example.com'), 'DE');
    const pending = await tokenFor('old-link@example.com');
    await setColumn('updated_at', age(DOUBLE_OPT_IN_LINK_VALIDITY_DAYS + 1), pending);
    expect(
      (
        await api.inject({
          method: 'PUT',
          url: `${INTERNAL}/newsletter-subscribers/${pending}/doi`,
        })
      ).statusCode,
    ).toBe(404);

    await subscribe(payload('confirmed-long-ago@example.com'), 'DE');
    const confirmed = await tokenFor('confirmed-long-ago@example.com');
    expect(
      (
        await api.inject({
          method: 'PUT',
          url: `${INTERNAL}/newsletter-subscribers/${confirmed}/doi`,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await api.inject({ method: 'GET', url: `${INTERNAL}/newsletter-subscribers/${confirmed}` }))
        .statusCode,
    ).toBe(200);
    await setColumn('confirmed_at', age(CONFIRMED_TOKEN_VALIDITY_DAYS + 1), confirmed);
    expect(
      (await api.inject({ method: 'GET', url: `${INTERNAL}/newsletter-subscribers/${confirmed}` }))
        .statusCode,
    ).toBe(404);
  });

  it('NFPL-3.1-5: an update takes every interest category of the spec', async () => {
    const email = 'interests@example.com';
    await subscribe(payload(email), 'DE', INTERNAL, '10.31.0.2');
    const token = await tokenFor(email);
    // {product}_CARD is the loyalty card: STOREFRONT_CARD in this shop.
    const interests = [
      'WOMEN_FASHION',
      'MEN_FASHION',
      'SPORT',
      'LIVING_FURNITURE',
      'HOBBY',
      'KIDS',
      'KITCHEN',
      'SLEEPING',
      'DISCOUNTS',
      'COFFEE',
      'MOBILE',
      'STOREFRONT_CARD',
      'STORE',
    ];
    const update = await api.inject({
      method: 'PUT',
      url: `${INTERNAL}/newsletter-subscribers/${token}`,
      payload: { interests },
    });
    expect(update.statusCode).toBe(200);
    expect(SubscriberSchema.parse(update.json()).interests).toEqual(interests);
  });

  it('keeps the subscriber token out of the production log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const production = await startTestApi(
      { demo: false, logLevel: 'info' },
      { logger: { level: 'info', stream } },
    );
    try {
      const response = await production.inject({
        method: 'POST',
        url: `${INTERNAL}/newsletter-subscribers`,
        payload: payload('logged@example.com'),
        headers: { 'x-hunter-site': 'DE' },
      });
      expect(response.statusCode).toBe(202);
      const { token } = await production.db
        .selectFrom('newsletter_subscribers')
        .select('token')
        .where('email', '=', 'logged@example.com')
        .executeTakeFirstOrThrow();
      expect(lines.some((line) => line.includes('double-opt-in e-mail queued'))).toBe(true);
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('puts the configured public origin into the link, whatever Host or scheme the request claims', async () => {
    const configured = await startTestApi({
      publicOrigins: { ...api.config.publicOrigins!, PL: 'https://www.shop.example.pl' },
    });
    try {
      const forged = {
        host: 'evil.example',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': 'evil.example',
      };
      await configured.inject({
        method: 'POST',
        url: `${INTERNAL}/newsletter-subscribers`,
        payload: payload('origin@example.com'),
        headers: { 'x-hunter-site': 'PL', ...forged },
      });
      const response = await configured.inject({
        method: 'GET',
        url: '/service/newsletter/api/dev/outbox?email=origin%40example.com',
      });
      const [mail] = NewsletterOutboxSchema.parse(response.json()).mails;
      expect(new URL(mail!.link).origin).toBe('https://www.shop.example.pl');
    } finally {
      await configured.close();
    }
  });
});

describe('customer base data', () => {
  // NFPL-3.1-7: the base data that prefills the form.
  it('NFPL-6-2, NFPL-7.1-2: answers the logged-in customer’s data for the X-LoginToken header', async () => {
    const login = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/login',
      payload: { email: demoEmail('AT'), password: DEMO_PASSWORD },
      headers: { 'x-hunter-site': 'AT' },
    });
    const loginToken = login.cookies.find((cookie) => cookie.name === 'LoginToken')?.value;
    expect(loginToken).toBeTruthy();
    const response = await api.inject({
      method: 'GET',
      url: `${PRIVATE}/customers/base-data`,
      headers: { 'x-logintoken': loginToken! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: demoEmail('AT'),
      salutation: 'MR',
      firstName: 'Lukas',
      lastName: 'Gruber',
      consents: [],
      nlStatus: null,
    });
  });

  it('answers 401 without or with a forged token', async () => {
    expect(
      (await api.inject({ method: 'GET', url: `${INTERNAL}/customers/base-data` })).statusCode,
    ).toBe(401);
    expect(
      (
        await api.inject({
          method: 'GET',
          url: `${INTERNAL}/customers/base-data`,
          headers: { 'x-logintoken': 'a.b.c' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('images', () => {
  it('NFPL-2.1-3: serves the two sign-up image sizes and nothing else', async () => {
    const image = await api.inject({
      method: 'GET',
      url: '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_400x300.jpg',
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(
      (
        await api.inject({
          method: 'GET',
          url: '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_273x273.jpg',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api.inject({
          method: 'GET',
          url: '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_1x1.jpg',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('rate limit and the dev outbox route', () => {
  const saved = { ...process.env };
  let limited: TestApi;
  beforeAll(async () => {
    process.env.NEWSLETTER_SIGN_UP_LIMIT = '3';
    process.env.NEWSLETTER_SIGN_UP_LIMIT_PER_RECIPIENT = '2';
    limited = await startTestApi({ demo: false });
  });
  afterAll(async () => {
    process.env = saved;
    await limited.close();
  });

  const send = (n: number, remoteAddress: string) =>
    limited.inject({
      method: 'POST',
      url: `${INTERNAL}/newsletter-subscribers`,
      payload: payload(`limit${n}@example.com`),
      remoteAddress,
    });

  it('answers 429 with a problem body and Retry-After after the configured number of sign-ups per client', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await send(n, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const blocked = await send(9, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(ProblemSchema.parse(blocked.json())).toMatchObject({
      type: NEWSLETTER_PROBLEMS.rateLimited,
      status: 429,
    });
    // Another client is not affected.
    expect((await send(10, '10.0.0.2')).statusCode).toBe(202);
  });

  it('counts the addresses of one IPv6 /64 as one client (issue 29 item 6)', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push((await send(20 + n, `2001:db8:5:5::${n + 1}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await send(30, '2001:db8:5:6::1')).statusCode).toBe(202);
  });

  it('answers 429 after the configured number of sign-ups for one address, whichever clients send them', async () => {
    const signUp = (remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: `${INTERNAL}/newsletter-subscribers`,
        payload: payload('flooded@example.com'),
        remoteAddress,
      });
    expect([(await signUp('10.0.1.1')).statusCode, (await signUp('10.0.1.2')).statusCode]).toEqual([
      202, 202,
    ]);
    const blocked = await signUp('10.0.1.3');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(ProblemSchema.parse(blocked.json())).toMatchObject({
      type: NEWSLETTER_PROBLEMS.rateLimited,
      status: 429,
    });
  });

  it('has no outbox route in production (without DEMO=true)', async () => {
    expect(
      (
        await limited.inject({
          method: 'GET',
          url: '/service/newsletter/api/dev/outbox?email=limit0@example.com',
        })
      ).statusCode,
    ).toBe(404);
  });
});
