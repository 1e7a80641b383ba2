import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type SQLite from 'better-sqlite3';
import Fastify, {
  type FastifyInstance,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import cookie from '@fastify/cookie';
import { registerApi } from '../api';
import { apiConfigFromEnv } from '../config';
import { frameworkErrorProblem } from '@storefront/server-kit';

/**
 * Every API route under random and hostile bodies, queries, headers, cookies and path parameters:
 * the API never answers 5xx, every refusal is an RFC 9457 problem body (type, title, status), and a
 * refused request writes nothing to the database.
 */

// Seeds differ per run (fast-check prints the seed and path of a failure to replay it).
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

const CSRF = 'fuzz-csrf-token-0123456789';
let app: FastifyInstance;
let sqlite: SQLite.Database;
let dir: string;
beforeAll(async () => {
  // The API's background writers (the outbox drainer, the cart purge) run on intervals: held still
  // here, so the writes counted across a request are that request's alone, never a drain that
  // happened to land inside it. Every other timer is real: the server runs as it does live.
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-fuzz-'));
  // The fuzzer sends hundreds of sign-ups from one client address; the limit has its own test.
  process.env.NEWSLETTER_SIGN_UP_LIMIT = '1000000';
  // Built like createApiApp, but keeping the context: the API's own connection counts its writes.
  app = Fastify({ logger: false, bodyLimit: 64 * 1024, frameworkErrors: frameworkErrorProblem });
  await app.register(cookie);
  const { database } = await registerApi(app, {
    ...apiConfigFromEnv({
      DATABASE_FILE: path.join(dir, 'fuzz.sqlite'),
      TOKEN_SECRET: 'fuzz-secret-of-at-least-thirty-two-bytes',
      DEMO: 'true',
    }),
    logLevel: 'silent',
  });
  if (database.dialect !== 'sqlite')
    throw new Error('This test counts writes on the SQLite connection.');
  sqlite = database.sqlite;
  delete process.env.NEWSLETTER_SIGN_UP_LIMIT;
}, 60_000);
afterAll(async () => {
  await app?.close();
  jest.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A request as our own page sends it: with the csrf cookie and the matching header. */
function injectAsPage(options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({
    ...options,
    cookies: { csrf_token: CSRF, ...(options.cookies ?? {}) },
    headers: { 'x-csrf-token': CSRF, ...(options.headers ?? {}) },
  });
}

interface HostileBody {
  payload: string;
  contentType?: string;
}

const LONE_SURROGATE_IN_NAME = /[\ud800-\udfff]/g;

const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg onload=alert(1)>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '&lt;script&gt;',
  "' OR 1=1 --",
  '"; DROP TABLE cart_items; --',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  '\u202e\u200b\ufeff',
  '𝕊𝕥𝕠𝕣𝕖 🛒',
  '\ud800',
  'a'.repeat(5000),
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  'true',
  'null',
  '__proto__',
  'constructor',
  '*',
  '" MATCH "x',
  'NEAR(a b)',
  '{"$gt":""}',
  'DE',
  'TR',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** Header values must be latin-1 without control characters, or the client itself refuses them. */
const headerValue = hostileString.map((value) =>
  value.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000),
);

/**
 * Field names a form or JSON body may carry (issue 29 item 6): Object.prototype's own names, empty,
 * over-long, bracketed (as qs-style parsers read them), malformed escapes, control characters.
 */
const HOSTILE_FIELD_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'prototype',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'email[]',
  'email[__proto__]',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  '',
  ' ',
  '%',
  '%zz',
  '%00',
  '\u0000',
  'a'.repeat(5000),
  'identifier',
  'password',
  'email',
  'productId',
  'site',
  'returnTo',
  'verify-email',
  'consents',
  'legals',
];
const PROTOTYPE_NAMES = HOSTILE_FIELD_NAMES.slice(0, 7);
const hostileFieldName = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** A value of any length up to past the form bodies' limit (4 KiB), in any script (the 64 KiB limit has its own test below). */
const hostileLongValue = fc.oneof(
  hostileString,
  fc.integer({ min: 1, max: 5_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 1, max: 1_500 }).map((length) => '😀'.repeat(length)),
  fc.integer({ min: 1, max: 5_000 }).map((length) => '%'.repeat(length)),
);

/** One name=value pair as it may arrive: encoded, raw, with a broken escape, doubled, or without `=`. */
const hostileFormPair = fc
  .tuple(hostileFieldName, hostileLongValue, fc.constantFrom('encoded', 'raw', 'broken', 'bare'))
  .map(([name, value, how]) => {
    if (how === 'raw') return `${name}=${value}`;
    if (how === 'broken')
      return `${encodeURIComponent(name.replace(LONE_SURROGATE_IN_NAME, '?'))}%E0%A4%A=${value.slice(0, 50)}%`;
    if (how === 'bare') return encodeURIComponent(name.replace(LONE_SURROGATE_IN_NAME, '?'));
    return `${encodeURIComponent(name.replace(LONE_SURROGATE_IN_NAME, '?'))}=${encodeURIComponent(value.replace(LONE_SURROGATE_IN_NAME, '?'))}`;
  });

const hostileFormBody: fc.Arbitrary<HostileBody> = fc
  .tuple(
    fc.array(hostileFormPair, { maxLength: 6 }),
    fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-16',
      'application/x-www-form-urlencoded; charset=iso-8859-1',
      'APPLICATION/X-WWW-FORM-URLENCODED',
      'application/x-www-form-urlencoded;;;',
    ),
  )
  .map(([pairs, contentType]) => ({ payload: pairs.join('&'), contentType }));

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  // Hostile field names at the top and one level down (JSON.parse makes __proto__ an own key).
  {
    weight: 2,
    arbitrary: fc.dictionary(
      hostileFieldName,
      fc.oneof(hostileLongValue, fc.dictionary(hostileFieldName, hostileString, { maxKeys: 3 })),
      { maxKeys: 4 },
    ),
  },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(
      fc.constantFrom(
        'email',
        'salutation',
        'firstName',
        'lastName',
        'consents',
        'origin',
        'originAddition',
        'productId',
        'quantity',
        'variant',
        'setArticle',
        'setFreeArticle',
        'setGiftCard',
        'password',
        'username',
        'tcm',
        'remove',
        'set',
      ),
      fc.oneof(hostileString, fc.jsonValue({ maxDepth: 2 })),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      setArticle: fc.record(
        {
          productId: hostileString,
          tcm: hostileString,
          quantity: fc.oneof(fc.integer(), fc.double(), hostileString),
        },
        { requiredKeys: [] },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      email: hostileString,
      consents: fc.array(hostileString, { maxLength: 4 }),
      origin: hostileString,
      originAddition: hostileString,
      firstName: hostileString,
    }),
  },
);

const hostileBody: fc.Arbitrary<HostileBody | undefined> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 4,
    arbitrary: hostileJson.map((value) => ({
      payload: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
    })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<HostileBody>(
      { payload: '{"__proto__":{"polluted":1},"email":"a@b.de"}', contentType: 'application/json' },
      { payload: '{"constructor":{"prototype":{"polluted":1}}}', contentType: 'application/json' },
      { payload: '{"email":', contentType: 'application/json' },
      { payload: '', contentType: 'application/json' },
      { payload: '\u0000\u0001', contentType: 'application/json' },
      { payload: '['.repeat(20_000) + ']'.repeat(20_000), contentType: 'application/json' },
      { payload: 'email=a%40b.de', contentType: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', contentType: 'text/xml' },
      { payload: 'hello', contentType: 'text/plain' },
      { payload: '{}', contentType: 'application/json; charset=utf-16' },
      { payload: '{}', contentType: 'multipart/form-data; boundary=x' },
      { payload: '{}', contentType: '' },
    ),
  },
  {
    weight: 1,
    arbitrary: hostileString.map((payload) => ({ payload, contentType: 'application/json' })),
  },
  { weight: 3, arbitrary: hostileFormBody },
);

const QUERY_KEYS = [
  'site',
  'q',
  'query',
  'limit',
  'offset',
  'maxSearchTerms',
  'maxProducts',
  'forceReload',
  'time',
  'dateTime',
  'test',
  'group',
  'allOfTags',
  'anyOfTags',
  'noneOfTags',
  'email',
  '__proto__',
  'constructor',
];
const hostileQuery = fc.dictionary(
  fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })),
  fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })),
  { maxKeys: 5 },
);

const COOKIE_KEYS = [
  'cart_id',
  'LoginToken',
  'LongTermToken',
  'PreviewAuth',
  'ToolAuth',
  'preview',
  'ab_visitor',
  'platform',
  'csrf_token',
];
const hostileCookies = fc.dictionary(
  fc.constantFrom(...COOKIE_KEYS),
  headerValue.map((value) => value.replace(/[;,\s"\\]/g, '_')),
  { maxKeys: 4 },
);

const HEADER_KEYS = [
  'x-hunter-site',
  'x-logintoken',
  'x-original-address',
  'accept',
  'accept-language',
  'x-forwarded-for',
  'if-none-match',
  'range',
  'origin',
  'sec-fetch-site',
];
const hostileHeaders = fc.dictionary(fc.constantFrom(...HEADER_KEYS), headerValue, { maxKeys: 4 });

/** Every route the API serves; `:param` segments get hostile values (URL-encoded). */
const ROUTES: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT'; path: string }> = [
  { method: 'GET', path: '/service/health' },
  { method: 'GET', path: '/service/catalogue/api/products' },
  { method: 'GET', path: '/service/catalogue/api/products/:id' },
  { method: 'GET', path: '/service/catalogue/images/:category' },
  { method: 'GET', path: '/service/searchfrontend/api/suggestions' },
  { method: 'GET', path: '/service/searchfrontend/api/cachekey' },
  { method: 'GET', path: '/service/searchfrontend/api/search' },
  { method: 'GET', path: '/service/cart/api/cart' },
  { method: 'POST', path: '/service/cart/api/cart' },
  { method: 'POST', path: '/service/cart/api/cart/articles' },
  { method: 'POST', path: '/service/cart/api/cart/demo' },
  { method: 'POST', path: '/service/login/api/v1/login' },
  { method: 'POST', path: '/service/login/api/v1/logout' },
  { method: 'POST', path: '/service/login/api/v1/logintoken/renew' },
  { method: 'GET', path: '/service/login/api/v1/longtermtoken' },
  { method: 'GET', path: '/service/login/api/v1/customer-info/:loginId' },
  { method: 'POST', path: '/service/login/api/v1/staff/login' },
  // The plain forms (issue 16), whose bodies are urlencoded (issue 29 item 6: hostile field names).
  { method: 'POST', path: '/service/login/api/v1/login/form' },
  { method: 'POST', path: '/service/login/api/v1/staff/login/form' },
  { method: 'POST', path: '/service/cart/api/cart/articles/form' },
  { method: 'POST', path: '/service/newsletter/sign-up' },
  { method: 'GET', path: '/service/preview/api/auth/checkauth' },
  { method: 'GET', path: '/service/preview/api/auth/login/renew' },
  { method: 'GET', path: '/service/preview/api/auth/logout' },
  { method: 'GET', path: '/service/preview/api/token' },
  { method: 'GET', path: '/service/abtestfrontend/api/v1/gettestsat' },
  { method: 'GET', path: '/service/abtestfrontend/api/v1/getassignment' },
  { method: 'GET', path: '/service/promotion/api/promotion/:id' },
  { method: 'GET', path: '/service/promotion/images/:name' },
  { method: 'GET', path: '/service/header-backend/api/show' },
  { method: 'GET', path: '/service/themeworld-frontend/api/themeworlds/navigation' },
  { method: 'GET', path: '/service/header-backend/media/navigation/:name' },
  { method: 'GET', path: '/service/header-backend/preview-media/navigation/:name' },
  { method: 'GET', path: '/service/consent/:file' },
  { method: 'GET', path: '/service/customerfrontenddata/api/v1/psdata' },
  { method: 'POST', path: '/service/newsletter/api/private/newsletter-subscribers' },
  { method: 'POST', path: '/service/newsletter/api/internal/newsletter-subscribers' },
  { method: 'GET', path: '/service/newsletter/api/private/customers/base-data' },
  { method: 'GET', path: '/service/newsletter/api/private/newsletter-subscribers/:token' },
  { method: 'PUT', path: '/service/newsletter/api/private/newsletter-subscribers/:token/doi' },
  { method: 'PUT', path: '/service/newsletter/api/internal/newsletter-subscribers/:token' },
  { method: 'GET', path: '/service/newsletterfrontend/newslettersubscriptionform/:file' },
  { method: 'GET', path: '/service/newsletter/api/dev/outbox' },
  { method: 'GET', path: '/service/footer-images/:folder/:file' },
  { method: 'GET', path: '/service/no/such/route' },
];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Path segments: hostile values URL-encoded, plus raw malformed escapes and dot segments. */
const pathParam = fc.oneof(
  {
    weight: 4,
    arbitrary: hostileString.map(
      (value) => encodeURIComponent(value.slice(0, 300).replace(LONE_SURROGATE, '?')) || 'x',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%E0%A4%A',
      '%zz',
      '..',
      '%2e%2e',
      '%00',
      '%2F',
      'a%2F..%2F..%2Fetc',
      '%ED%A0%80',
      '__proto__',
      'constructor',
      'toString',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 100, max: 3_000 }).map((length) => 'a'.repeat(length)),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 10, max: 3_000 }).map((length) => `a${'/'.repeat(length)}b`),
  },
);

/** A browser's same-origin form post: no Origin of another host, Sec-Fetch-Site same-origin. */
function withoutOrigin(headers: Record<string, string>): Record<string, string> {
  const rest = { ...headers };
  delete rest.origin;
  return rest;
}

function isProblem(response: LightMyRequestResponse): boolean {
  if (!/^application\/problem\+json/.test(String(response.headers['content-type']))) return false;
  const body = response.json() as { type?: unknown; title?: unknown; status?: unknown };
  return (
    typeof body.type === 'string' &&
    body.type.length > 0 &&
    typeof body.title === 'string' &&
    body.title.length > 0 &&
    body.status === response.statusCode
  );
}

/**
 * Rows inserted, updated or deleted on the API's connection since it opened: unchanged across a
 * request means the request wrote nothing.
 */
function writesSoFar(): number {
  return (sqlite.prepare('select total_changes() as n').get() as { n: number }).n;
}

describe.each(ROUTES)('$method $path under hostile input', ({ method, path }) => {
  it('never answers 5xx; every refusal is a problem body and stores nothing', async () => {
    const params = path.split('/').filter((segment) => segment.startsWith(':')).length;
    await fc.assert(
      fc.asyncProperty(
        fc.array(pathParam, { minLength: params, maxLength: params }),
        hostileQuery,
        hostileBody,
        hostileHeaders,
        hostileCookies,
        fc.boolean(),
        fc.boolean(),
        async (values, query, body, headers, cookies, withCsrf, sameOrigin) => {
          let index = 0;
          const url = path.replace(/:[a-zA-Z]+/g, () => values[index++] ?? 'x');
          const options: InjectOptions = {
            method,
            url,
            query: query as Record<string, string | string[]>,
            // Same origin: the plain forms' anti-forgery check passes and the body is read.
            headers: {
              ...(sameOrigin ? withoutOrigin(headers) : headers),
              ...(sameOrigin ? { 'sec-fetch-site': 'same-origin' } : {}),
              ...(body?.contentType !== undefined ? { 'content-type': body.contentType } : {}),
            },
            cookies,
            ...(body && method !== 'GET' ? { payload: body.payload } : {}),
          };
          const before = writesSoFar();
          const response = withCsrf ? await injectAsPage(options) : await app.inject(options);
          expect(response.statusCode).toBeLessThan(500);
          // Dot segments can resolve outside /service, to the pages, which are not the API's.
          const staysInApi = new URL(url, 'http://localhost').pathname.startsWith('/service/');
          if (response.statusCode >= 400) {
            if (staysInApi) expect(isProblem(response)).toBe(true);
            expect(writesSoFar()).toBe(before);
          }
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  }, 60_000);
});

describe('well-formed cart changes the cart must refuse', () => {
  it('a refused change (unknown product, limits, stock) is a problem and writes nothing', async () => {
    const ids = (
      sqlite.prepare("select id from products where site = 'DE' order by id limit 12").all() as {
        id: string;
      }[]
    ).map((row) => row.id);
    const cartId = 'fuzz-cart-0123456789abcdef';
    let refusals = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...ids), fc.constantFrom('unknown-product', 'A1', 'zz-999')),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('DE', 'TR', 'CH'),
        async (productId, quantity, site) => {
          const before = writesSoFar();
          const response = await injectAsPage({
            method: 'POST',
            url: '/service/cart/api/cart',
            headers: { 'x-hunter-site': site },
            cookies: { cart_id: cartId },
            payload: { setArticle: { productId, tcm: '', quantity } },
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            refusals += 1;
            expect(isProblem(response)).toBe(true);
            expect(writesSoFar()).toBe(before);
          }
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
    // The property is about refusals: make sure the run produced some.
    expect(refusals).toBeGreaterThan(0);
  }, 60_000);
});

describe('body size limit', () => {
  const LIMIT = 64 * 1024;
  const bigJson = (bytes: number) =>
    JSON.stringify({ email: 'a@b.de', firstName: 'x'.repeat(bytes - 30) });

  it.each([
    '/service/cart/api/cart',
    '/service/newsletter/api/private/newsletter-subscribers',
    '/service/login/api/v1/login',
  ])('POST %s above 64 KiB is a 413 problem and stores nothing', async (url) => {
    const before = writesSoFar();
    const response = await injectAsPage({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: bigJson(LIMIT + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(isProblem(response)).toBe(true);
    expect(writesSoFar()).toBe(before);
    // Just under the limit the body is read and refused by validation instead.
    const under = await injectAsPage({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: bigJson(LIMIT - 100),
    });
    expect(under.statusCode).toBe(400);
    expect(isProblem(under)).toBe(true);
  });
});
