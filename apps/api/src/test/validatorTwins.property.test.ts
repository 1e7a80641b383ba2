/**
 * Every client-side validator against its server twin (issue 11): for random and hostile input, the
 * client's decision (would it send the request, or show an error instead) equals the server's
 * (accepts, or refuses with a 400 problem). The client side is the real function each form calls
 * to decide; the server is the real API through inject. Cross-app imports are deliberate here: this
 * test exists to hold two teams' code side by side.
 */
import fc from 'fast-check';
import { LOGIN_PATHS, SITES, type Site } from '@storefront/contracts';
import {
  NEWSLETTER_API_BASES,
  NEWSLETTER_SALUTATIONS,
  NEWSLETTER_SUBSCRIBERS_PATH,
} from '@storefront/newsletter-schemas';
import { type HttpClient } from '@storefront/platform';
import { PREVIEW_PATHS } from '@storefront/preview-schemas';
import { SEARCH_API_PATH } from '@storefront/search-schemas';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from './testApi';
import {
  buildSubscribePayload,
  EMPTY_VALUES,
  validateVisible,
  type SignUpValues,
} from '../../../newsletter/src/features/sign-up/signUpModel';
import { loginCustomer, loginStaff } from '../../../shell/src/features/login/loginApi';
import { previewDateTime } from '../../../preview/src/features/panel/previewDateTime';
import { applyPreview } from '../../../preview/src/features/panel/previewApi';
import {
  EMPTY_SELECTION,
  isValidSelection,
  selectGroup,
  selectTest,
  type AbSelection,
} from '../../../preview/src/features/panel/abTestSelection';
import {
  normaliseTerm,
  searchPageUrl,
  termFromAddress,
} from '../../../search/src/shared/searchTerm';
import { isSendableChange, CART_API_PATH } from '../../../cart/src/shared/cart-state/cartApi';

const RUNS = { numRuns: 120, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) };

/** Hostile text: unicode of every plane, whitespace of every kind, RTL marks, NUL, lone surrogates, very long. */
const WEIRD = [
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u2028',
  '\u200b',
  '\u200f',
  '\u202e',
  '\ufeff',
  '\u0000',
  '\ud83d',
  '\ude00',
  '😀',
  '👩‍👩‍👧',
  'ß',
  'İ',
  'ǅ',
  'é',
  'é',
  '١',
  '٣',
  '𝟘',
  'ｗ',
  '<',
  '"',
  "'",
  '`',
  '´',
  '%',
  '&',
  '+',
  '@',
  '.',
  '-',
  '/',
  'www.',
  'http://',
  '.de',
  'J.R.',
];
const hostileText = (maxLength = 60) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc
      .array(fc.constantFrom(...WEIRD), { maxLength: Math.max(4, Math.floor(maxLength / 3)) })
      .map((parts) => parts.join('')),
    fc
      .tuple(
        fc.constantFrom(...WEIRD),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0, max: 300 }),
      )
      .map(([a, b, n]) => `${a}${b}`.repeat(n)),
  );

/** E-mail edge cases: valid shapes, near misses, too long, unicode, quoted and IP-literal forms. */
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]{1,12}([-+.'][a-z0-9]{1,5}){0,2}$/),
      fc.stringMatching(/^[a-z0-9]{1,12}([-.][a-z0-9]{1,5}){0,2}$/),
      fc.constantFrom('de', 'com', 'c', 'köln', 'co.uk', ''),
    )
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  fc.constantFrom(
    'a@b.c',
    'a@b',
    '@b.de',
    'a@.de',
    'a..b@c.de',
    'a.@c.de',
    '"a b"@c.de',
    'a@[127.0.0.1]',
    'ä@ö.de',
    ' a@b.de ',
    'a@b.de\u0000',
    'a@b.de\n',
    `${'a'.repeat(250)}@b.de`,
    `${'a'.repeat(245)}@b.de`,
    'A@B.DE',
    "o'brien@x.ie",
  ),
  hostileText(40),
);

function recordingClient(): {
  client: HttpClient;
  calls: { method: string; url: string; body?: unknown; params?: Record<string, unknown> }[];
} {
  const calls: { method: string; url: string; body?: unknown; params?: Record<string, unknown> }[] =
    [];
  const fail = () => Promise.reject(new Error('recorded only'));
  const client: HttpClient = {
    request: (method, url, body, options) => (
      calls.push({ method, url, body, params: options?.params }),
      fail()
    ),
    get: (url, _schema, options) => (
      calls.push({ method: 'GET', url, params: options?.params }),
      fail()
    ),
    postJson: (url, body) => (calls.push({ method: 'POST', url, body }), fail()),
    putJson: (url, body) => (calls.push({ method: 'PUT', url, body }), fail()),
  };
  return { client, calls };
}

const query = (params: Record<string, unknown> | undefined) =>
  Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');

let api: TestApi;
let staffCookie: string;
let clientNumber = 0;

beforeAll(async () => {
  api = await startTestApi();
  const staff = await api.inject({
    method: 'POST',
    url: LOGIN_PATHS.staffLogin,
    payload: { username: 'staff', password: 'Storefront-Staff-1' },
  });
  staffCookie = /PreviewAuth=([^;]+)/.exec(String(staff.headers['set-cookie']))?.[1] ?? '';
  expect(staffCookie).not.toBe('');
}, API_START_TIMEOUT_MS);

afterAll(() => api.close());

describe('newsletter form (signUpModel.validateVisible) vs POST newsletter-subscribers', () => {
  const values = fc.record({
    email: emailLike,
    salutation: fc.constantFrom('' as const, ...NEWSLETTER_SALUTATIONS),
    firstName: fc.oneof(
      hostileText(50),
      fc.constantFrom(
        'Anna-Lena',
        "O'Brien",
        'Zoë',
        'Łukasz',
        'Çağrı',
        'محمد',
        'J.R.',
        'www.example.com',
        'x.de',
        '  ',
        '',
      ),
    ),
    lastName: fc.oneof(
      hostileText(50),
      fc.constantFrom(
        'Müller',
        'Nagy (geb. Kiss)',
        'Smith & Sons',
        'Kovács',
        'shop.com',
        'a'.repeat(40),
        'a'.repeat(41),
      ),
    ),
  });

  it('submits exactly what the server accepts, in every market', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SITES), values, async (site: Site, fields) => {
        // Turkey's legals box is client-only (not in the payload), so it is ticked here.
        const form: SignUpValues = { ...EMPTY_VALUES, ...fields, legals: true };
        const clientSubmits = Object.keys(validateVisible(site, form)).length === 0;
        const payload = buildSubscribePayload(site, form);
        clientNumber += 1;
        const response = await api.inject({
          method: 'POST',
          url: `${NEWSLETTER_API_BASES.private}${NEWSLETTER_SUBSCRIBERS_PATH}`,
          headers: { 'x-hunter-site': site },
          remoteAddress: `10.11.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
          payload,
        });
        if (clientSubmits)
          expect([response.statusCode, response.body]).toEqual([202, expect.any(String)]);
        else expect(response.statusCode).toBe(400);
      }),
      RUNS,
    );
  });
});

describe('login forms (LoginForm + loginApi) vs POST login and staff login', () => {
  const password = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '',
      ' ',
      'Storefront-Demo-1',
      'x'.repeat(200),
      'x'.repeat(201),
      '😀'.repeat(100),
      '\u0000',
    ),
  );
  const identifier = fc.oneof(
    emailLike,
    fc.constantFrom(
      '',
      ' ',
      'ab',
      ' ab ',
      'abc',
      'staff',
      'x'.repeat(100),
      'x'.repeat(101),
      'x'.repeat(256),
      'x'.repeat(257),
    ),
  );

  /** What the form does on submit: blank fields show 'missing', anything else goes to the API (spec 7.4: the status decides). */
  async function formSends(
    login: (id: string, pw: string, client: HttpClient) => Promise<unknown>,
    id: string,
    pw: string,
  ) {
    if (!id.trim() || !pw) return { sends: false, body: undefined };
    const { client, calls } = recordingClient();
    await login(id.trim(), pw, client);
    return { sends: calls.length === 1, body: calls[0]?.body };
  }

  it('the shopper login sends every filled form, and the API answers each with an outcome (200, 401, 429), never 400', async () => {
    await fc.assert(
      fc.asyncProperty(identifier, password, async (id, pw) => {
        const { sends, body } = await formSends(
          (email, secret, client) => loginCustomer('DE', email, secret, client),
          id,
          pw,
        );
        expect(sends).toBe(Boolean(id.trim() && pw));
        if (!sends) return;
        const response = await api.inject({
          method: 'POST',
          url: LOGIN_PATHS.login,
          headers: { 'x-hunter-site': 'DE' },
          payload: body as object,
        });
        // 429: the login throttle holds back an account or client after repeated wrong passwords.
        expect([200, 401, 429]).toContain(response.statusCode);
      }),
      { ...RUNS, numRuns: 80 },
    );
    // Every filled form now costs a password hash (until the client's throttle answers 429).
  }, 60_000);

  it('the staff login too', async () => {
    await fc.assert(
      fc.asyncProperty(identifier, password, async (id, pw) => {
        const { sends, body } = await formSends(loginStaff, id, pw);
        expect(sends).toBe(Boolean(id.trim() && pw));
        if (!sends) return;
        const response = await api.inject({
          method: 'POST',
          url: LOGIN_PATHS.staffLogin,
          payload: body as object,
        });
        expect([200, 401, 429]).toContain(response.statusCode);
      }),
      { ...RUNS, numRuns: 80 },
    );
    // Every filled form now costs a password hash (until the client's throttle answers 429).
  }, 60_000);
});

describe('preview panel (previewDateTime, A/B selection) vs GET preview token', () => {
  const fourDigits = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
  const twoDigits = (max: number) =>
    fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
  const date = fc.oneof(
    fc.tuple(fourDigits, twoDigits(13), twoDigits(32)).map(([y, m, d]) => `${y}-${m}-${d}`),
    fc.integer({ min: 0, max: 2499 }).map((n) => `${String(n * 4).padStart(4, '0')}-02-29`),
    fc.constantFrom(
      '0000-01-01',
      '0099-12-31',
      '0100-01-01',
      '1900-02-29',
      '2000-02-29',
      '2024-02-29',
      '2026-02-29',
      '9999-12-31',
      '2026-13-01',
      '2026-00-10',
      '26-12-24',
      '2026-12-24T10:00',
      '',
      ' 2026-12-24',
      '２０２６-12-24',
    ),
    hostileText(14),
  );
  const time = fc.oneof(
    fc.tuple(twoDigits(99), twoDigits(99)).map(([h, m]) => `${h}:${m}`),
    fc.constantFrom('', '00:00', '23:59', '24:00', '7:30', '12:60'),
    hostileText(6),
  );
  const now = () => new Date('2026-11-22T12:00:00.000Z');

  async function tokenCall(dateTime: Date, selection: AbSelection) {
    const { client, calls } = recordingClient();
    await applyPreview(dateTime, selection, client);
    return api.inject({
      method: 'GET',
      url: `${PREVIEW_PATHS.token}?${query(calls[0]?.params)}`,
      cookies: { PreviewAuth: staffCookie },
    });
  }

  it('any date and time the fields hold gives a date-time the server accepts (leap days, years 0000-9999)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await fc.assert(
        fc.asyncProperty(date, time, async (day, clock) => {
          const response = await tokenCall(previewDateTime(day, clock, now), EMPTY_SELECTION);
          expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
        }),
        RUNS,
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('sends a selection exactly when the server accepts it (test and group, or neither)', async () => {
    const tests = (
      await api.inject({
        method: 'GET',
        url: `/service/abtestfrontend/api/v1/gettestsat?time=${encodeURIComponent(now().toISOString())}`,
        cookies: { PreviewAuth: staffCookie },
      })
    ).json() as { name: string; groups: { name: string }[] }[];
    expect(tests.length).toBeGreaterThan(0);
    const choice = fc.record({
      test: fc.option(fc.constantFrom(...tests), { nil: undefined }),
      group: fc.option(fc.nat(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(choice, async ({ test, group }) => {
        let selection = selectTest(test?.name);
        const groups = test?.groups ?? [];
        if (group !== undefined && groups.length > 0)
          selection = selectGroup(selection, groups[group % groups.length]!.name);
        const clientSends = isValidSelection(selection);
        const response = await tokenCall(now(), selection);
        expect(response.statusCode).toBe(clientSends ? 200 : 400);
      }),
      { ...RUNS, numRuns: 40 },
    );
  });
});

/** encodeURIComponent throws on these, so such raw input has no server twin to ask. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('search box (normaliseTerm) vs GET search', () => {
  const raw = fc.oneof(
    hostileText(260),
    fc.constantFrom(
      '',
      '   ',
      '123 456',
      ' 12 34 ',
      '\u00a0kaffee\u00a0',
      `${'a'.repeat(199)}😀`,
      `${' '.repeat(10)}${'b'.repeat(205)}`,
      'kaffee\ud83d',
      '\ude00',
    ),
    fc.string({ minLength: 195, maxLength: 260 }),
  );

  it('searches exactly for non-blank terms, which the server accepts and the results page reads back', async () => {
    await fc.assert(
      fc.asyncProperty(raw, async (input) => {
        const term = normaliseTerm(input);
        if (term === '') {
          // The box refuses (keeps focus); the server refuses the same blank input.
          if (!LONE_SURROGATE.test(input)) {
            const refused = await api.inject({
              method: 'GET',
              url: `${SEARCH_API_PATH}?site=DE&query=${encodeURIComponent(input)}`,
            });
            expect(refused.statusCode).toBe(400);
          }
          return;
        }
        const address = new URL(searchPageUrl(term), 'http://de.localhost');
        expect(termFromAddress(address.search)).toBe(term);
        const response = await api.inject({
          method: 'GET',
          url: `${SEARCH_API_PATH}?${query({ site: 'DE', query: term, limit: 48 })}`,
        });
        expect([response.statusCode, response.body.slice(0, 200)]).toEqual([
          200,
          expect.any(String),
        ]);
      }),
      RUNS,
    );
  });
});

describe('cart change bodies (cartApi.isSendableChange) vs POST cart', () => {
  const id = fc.oneof(
    fc.constantFrom('100001', '100002', '', 'x'.repeat(64), 'x'.repeat(65)),
    hostileText(70),
  );
  const quantity = fc.oneof(
    fc.integer({ min: -2, max: 1001 }),
    fc.double(),
    fc.constantFrom(0, 1, 999, 1000, 1.5, -0, Number.MAX_SAFE_INTEGER),
  );
  const body = fc.oneof(
    fc.record({ setArticle: fc.record({ productId: id, tcm: id, quantity }) }),
    fc.record({
      setFreeArticle: fc.record({ productId: id, campaignId: id, remove: fc.boolean() }),
    }),
    fc.record({ setGiftCard: fc.record({ productId: id, tcm: id, set: fc.boolean() }) }),
    fc.record({ setPartnerProduct: fc.record({ partnerProductId: id, set: fc.boolean() }) }),
    fc.record({ deleteSubscription: fc.record({ subscriptionId: id }) }),
    fc.record({
      setArticle: fc.record({ productId: id, tcm: id, quantity }),
      deleteSubscription: fc.record({ subscriptionId: id }),
    }),
    fc.record({ setArticle: fc.record({ productId: id, quantity }, { requiredKeys: [] }) }),
  );

  it('the mini cart sends a change exactly when the server does not refuse it as malformed', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (change) => {
        const clientSends = isSendableChange(change, CART_API_PATH);
        const response = await api.inject({
          method: 'POST',
          url: CART_API_PATH,
          headers: { 'x-hunter-site': 'DE' },
          payload: change,
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.statusCode === 400).toBe(!clientSends);
      }),
      RUNS,
    );
  });
});
