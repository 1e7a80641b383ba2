// 200 simulated shoppers in one process (a second process beside the server), arriving over 2 s after
// an untimed warm-up (one of each page and a suggestion per site). Each shopper stays on
// one site (spread over all nine) and loops: a page (the document), typing a word from the site's
// catalogue into the search box (one suggestion request per keystroke from the 2nd character), one
// cart change (add an article via the add-to-cart endpoint or remove one), one newsletter sign-up
// with a unique address. Requests carry what the browser sends: the site's Host, the cookies the
// server set (csrf_token from the page, cart_id from the first change), x-csrf-token repeating the
// cookie, Origin on POSTs, x-hunter-site. With several storefront processes (options.ports) shopper i
// talks to process i mod n, as a load balancer with sticky sessions would spread them. Afterwards
// every shopper's cart is read back through the API (through the next process, so a cart written
// through one is read through another) and every acknowledged sign-up is looked up in the database
// (the SQLite file read-only, or the shared PostgreSQL).
// Usage: tsx bench/shoppersWorker.ts '<json ShoppersOptions>' -> one JSON ShoppersResult on stdout.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CART_PAGE_PATH, SITE_CONFIG, SITES, productPath, type Site } from '@storefront/contracts';
import { NEWSLETTER_API_BASES, NEWSLETTER_SUBSCRIBERS_PATH } from '@storefront/newsletter-schemas';
import {
  SHOPPER_KINDS,
  type KindFigures,
  type ShopperKind,
  type ShoppersOptions,
  type ShoppersResult,
} from './shoppers';
import { storedSignUps } from './postgres';

/** Lines a shopper keeps in the cart: below it adds, at it removes one. */
const CART_LINES_TARGET = 3;
const SIGN_UP_URL = `${NEWSLETTER_API_BASES.private}${NEWSLETTER_SUBSCRIBERS_PATH}`;
const CART_URL = '/service/cart/api/cart';
/** Shoppers arrive spread over this time, not all in one millisecond. */
const ARRIVAL_SPREAD_MS = 2_000;
/** A request not answered within this counts as an error (the shopper would have given up). */
const REQUEST_TIMEOUT_MS = 10_000;

// better-sqlite3 is the API's dependency, not the root's: loaded from there. The part used here.
interface ReadOnlyDatabase {
  prepare(sql: string): { pluck(): { get(...params: unknown[]): unknown } };
  close(): void;
}
type DatabaseConstructor = new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => ReadOnlyDatabase;
const SQLite = createRequire(path.resolve(__dirname, '../apps/api/package.json'))(
  'better-sqlite3',
) as DatabaseConstructor;

const options = JSON.parse(process.argv[2] ?? '{}') as ShoppersOptions;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const runId = `${Date.now().toString(36)}${process.pid}`;

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
}

function send(
  port: number,
  method: string,
  site: Site,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          host: `${SITE_CONFIG[site].localHost}:${port}`,
          ...headers,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

const times: Record<ShopperKind, number[]> = {
  page: [],
  suggestions: [],
  'cart change': [],
  'sign-up': [],
};
const errors: Record<ShopperKind, number> = {
  page: 0,
  suggestions: 0,
  'cart change': 0,
  'sign-up': 0,
};
const errorSamples: string[] = [];
const acknowledgedEmails: { site: Site; email: string }[] = [];
let cartChangesAcknowledged = 0;
let loops = 0;

/** One timed request; true when the answer is one of `ok`. */
async function timed(
  kind: ShopperKind,
  ok: number[],
  run: () => Promise<Answer>,
): Promise<Answer | undefined> {
  const started = performance.now();
  try {
    const answer = await run();
    times[kind].push(performance.now() - started);
    if (ok.includes(answer.status)) return answer;
    errors[kind] += 1;
    if (errorSamples.length < 10)
      errorSamples.push(`${kind} ${answer.status} ${answer.body.slice(0, 120)}`);
  } catch (error) {
    times[kind].push(performance.now() - started);
    errors[kind] += 1;
    if (errorSamples.length < 10) errorSamples.push(`${kind} ${String(error).slice(0, 120)}`);
  }
  return undefined;
}

const pause = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

interface Catalogue {
  productIds: string[];
  words: string[];
}

/** The site's products (the first 100 available ones) and the words of their titles, for typing. */
async function catalogue(site: Site): Promise<Catalogue> {
  const answer = await send(
    options.ports[0]!,
    'GET',
    site,
    `/service/catalogue/api/products?site=${site}&limit=100`,
    {},
  );
  const products = (
    JSON.parse(answer.body) as { products: { id: string; title: string; availability: string }[] }
  ).products.filter((product) => product.availability === 'AVAILABLE');
  const words = products
    .flatMap((product) => product.title.split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  return { productIds: products.map((product) => product.id), words: [...new Set(words)] };
}

class Shopper {
  private readonly cookies = new Map<string, string>();
  /** productId -> quantity as the last acknowledged change left it. */
  readonly expected = new Map<string, number>();
  /** Products whose change got no answer: either state is acceptable for them. */
  readonly uncertain = new Set<string>();
  private step = 0;
  /** The storefront process this shopper talks to. */
  private readonly port: number;

  constructor(
    readonly index: number,
    readonly site: Site,
    private readonly data: Catalogue,
  ) {
    this.port = options.ports[index % options.ports.length]!;
  }

  private send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer> {
    return send(this.port, method, this.site, path, headers, body);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(answer: Answer | undefined): void {
    for (const line of answer?.setCookies ?? []) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(Math.random() * list.length)]!;
  }

  private postHeaders(): Record<string, string> {
    return {
      'content-type': 'application/json',
      cookie: this.cookieHeader(),
      'x-csrf-token': this.cookies.get('csrf_token') ?? '',
      origin: `http://${SITE_CONFIG[this.site].localHost}:${this.port}`,
      'x-hunter-site': this.site,
    };
  }

  async page(): Promise<void> {
    const paths = ['/', productPath(this.pick(this.data.productIds)), CART_PAGE_PATH];
    const path = paths[this.step++ % paths.length]!;
    this.remember(
      await timed('page', [200], () =>
        this.send('GET', path, { cookie: this.cookieHeader(), accept: 'text/html' }),
      ),
    );
  }

  async type(): Promise<void> {
    const word = this.pick(this.data.words);
    for (let length = 2; length <= Math.min(word.length, 5); length += 1) {
      const q = encodeURIComponent(word.slice(0, length).toLowerCase());
      await timed('suggestions', [200], () =>
        this.send(
          'GET',
          `/service/searchfrontend/api/suggestions?q=${q}&site=${this.site}&maxSearchTerms=10&maxProducts=5`,
          { cookie: this.cookieHeader() },
        ),
      );
      await pause(options.thinkMs / 2);
    }
  }

  async changeCart(): Promise<void> {
    const lines = [...this.expected.keys()];
    const remove = lines.length >= CART_LINES_TARGET;
    const productId = remove
      ? this.pick(lines)
      : this.pick(
          this.data.productIds.filter((id) => !this.expected.has(id) && !this.uncertain.has(id)),
        );
    const answer = remove
      ? await timed('cart change', [200], () =>
          this.send(
            'POST',
            CART_URL,
            this.postHeaders(),
            JSON.stringify({ setArticle: { productId, tcm: `tcm:${productId}`, quantity: 0 } }),
          ),
        )
      : await timed('cart change', [200], () =>
          this.send(
            'POST',
            `${CART_URL}/articles`,
            this.postHeaders(),
            JSON.stringify({ productId }),
          ),
        );
    if (!answer) {
      this.uncertain.add(productId);
      this.expected.delete(productId);
      return;
    }
    this.remember(answer);
    cartChangesAcknowledged += 1;
    if (remove) this.expected.delete(productId);
    else this.expected.set(productId, 1);
  }

  async signUp(): Promise<void> {
    const email = `shopper-${runId}-${this.index}-${this.step}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const body = JSON.stringify({
      email,
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Muster',
      consents: ['NEWSLETTER'],
      origin: 'onsite',
      originAddition: 'subsite',
    });
    const answer = await timed('sign-up', [202], () =>
      this.send(
        'POST',
        SIGN_UP_URL,
        {
          ...this.postHeaders(),
          'x-original-address': `http://${SITE_CONFIG[this.site].localHost}:${this.port}/`,
        },
        body,
      ),
    );
    if (answer) acknowledgedEmails.push({ site: this.site, email });
  }

  async run(deadline: number): Promise<void> {
    await pause((this.index / options.shoppers) * ARRIVAL_SPREAD_MS);
    // Arrives on the home page first: that sets the anti-forgery cookie the scripts repeat.
    await this.page();
    while (performance.now() < deadline) {
      await this.type();
      await pause(options.thinkMs);
      await this.changeCart();
      await pause(options.thinkMs);
      await this.signUp();
      await pause(options.thinkMs);
      await this.page();
      await pause(options.thinkMs);
      loops += 1;
    }
  }

  /** True when the cart as the API reads it now (through the next process, if several) is what the acknowledged changes left. */
  async cartMatches(): Promise<boolean> {
    const readThrough = options.ports[(this.index + 1) % options.ports.length]!;
    const answer = await send(readThrough, 'GET', this.site, `${CART_URL}?site=${this.site}`, {
      cookie: this.cookieHeader(),
      'x-hunter-site': this.site,
    });
    if (answer.status !== 200) return false;
    const articles = (
      JSON.parse(answer.body) as {
        cart: { articles: { productId: string; quantity: { quantity: number } }[] };
      }
    ).cart.articles;
    const stored = new Map(
      articles.map((article) => [article.productId, article.quantity.quantity]),
    );
    for (const [productId, quantity] of this.expected)
      if (stored.get(productId) !== quantity) return false;
    for (const productId of stored.keys())
      if (!this.expected.has(productId) && !this.uncertain.has(productId)) return false;
    return true;
  }
}

function figures(kind: ShopperKind, seconds: number): KindFigures {
  const sorted = [...times[kind]].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(
      (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
        0) * 100,
    ) / 100;
  return {
    requests: sorted.length,
    errors: errors[kind],
    perSecond: Math.round(sorted.length / seconds),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: at(100),
  };
}

/** How many acknowledged sign-ups the database does not hold. */
async function missingSignUps(): Promise<number> {
  const { database } = options;
  if (database.kind === 'postgres') {
    const stored = await storedSignUps(database.url, `shopper-${runId}-`);
    return acknowledgedEmails.filter(({ site, email }) => !stored.has(`${site} ${email}`)).length;
  }
  const db = new SQLite(database.file, { readonly: true, fileMustExist: true });
  try {
    const stored = db
      .prepare('SELECT 1 FROM newsletter_subscribers WHERE site = ? AND email = ?')
      .pluck();
    return acknowledgedEmails.filter(({ site, email }) => stored.get(site, email) === undefined)
      .length;
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const catalogues = new Map<Site, Catalogue>();
  for (const site of SITES) catalogues.set(site, await catalogue(site));
  // Warm-up, not timed: every kind of page and a suggestion once per site, so the figures are of a
  // running server rather than of its first compilations.
  for (const port of options.ports) {
    for (const site of SITES) {
      for (const page of [
        '/',
        productPath(catalogues.get(site)!.productIds[0] ?? '100001'),
        CART_PAGE_PATH,
      ])
        await send(port, 'GET', site, page, {});
      await send(
        port,
        'GET',
        site,
        `/service/searchfrontend/api/suggestions?q=ka&site=${site}`,
        {},
      );
    }
  }
  const shoppers = Array.from({ length: options.shoppers }, (_, index) => {
    const site = SITES[index % SITES.length]!;
    return new Shopper(index, site, catalogues.get(site)!);
  });
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(shoppers.map((shopper) => shopper.run(deadline)));
  const seconds = (performance.now() - started) / 1000;

  // Lost writes: every cart as the acknowledged changes left it, every acknowledged sign-up stored.
  let cartsDiffering = 0;
  for (const shopper of shoppers) if (!(await shopper.cartMatches())) cartsDiffering += 1;
  const signUpsMissing = await missingSignUps();
  agent.destroy();

  const kinds = Object.fromEntries(
    SHOPPER_KINDS.map((kind) => [kind, figures(kind, seconds)]),
  ) as Record<ShopperKind, KindFigures>;
  const requests = SHOPPER_KINDS.reduce((sum, kind) => sum + kinds[kind].requests, 0);
  const result: ShoppersResult = {
    processes: options.ports.length,
    database: options.database.kind,
    shoppers: options.shoppers,
    seconds: Math.round(seconds * 10) / 10,
    thinkMs: options.thinkMs,
    sites: new Set(shoppers.map((shopper) => shopper.site)).size,
    loops,
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    errors: SHOPPER_KINDS.reduce((sum, kind) => sum + kinds[kind].errors, 0),
    kinds,
    writes: {
      cartChangesAcknowledged,
      cartsChecked: shoppers.length,
      cartsDiffering,
      signUpsAcknowledged: acknowledgedEmails.length,
      signUpsMissing,
      lost: cartsDiffering + signUpsMissing,
    },
    errorSamples,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
