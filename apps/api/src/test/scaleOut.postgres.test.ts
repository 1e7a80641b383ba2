import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { CartResponseSchema } from '@storefront/cart-schemas';
import { NEWSLETTER_API_BASES } from '@storefront/newsletter-schemas';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { MIGRATION_LOCK_KEY } from '../db/migrate';
import { ReadinessSchema } from '../domains/health/routes';
import { STARTING_RETRY_AFTER_S } from '../http/startingProbes';
import { drainOutbox } from '../domains/newsletter/outboxDrainer';
import type { MailTransport } from '../domains/newsletter/mailTransports';
import { allProductRows } from '../domains/catalogue/seed/seedCatalogue';
import { API_START_TIMEOUT_MS } from './testApi';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { stockConcurrentCartProducts } from './concurrentCartProducts';
import { freePort } from '@storefront/testing';

/**
 * Several stateless storefront processes (the whole document server, apps/document-server/src/main.ts, as
 * `./storefront start` runs it) on one PostgreSQL and one Redis (issue 17, "Tests"), as a load
 * balancer would spread shoppers over them. Needs both services (PostgreSQL: TEST_POSTGRES_URL,
 * Redis: REDIS_URL, defaults on 127.0.0.1) and the built shell (the test command builds before jest,
 * scripts/test.mjs): without them this fails rather than pass untested.
 */
const repoRoot = path.resolve(__dirname, '../../../..');
const SHELL_DOCUMENT = path.join(repoRoot, 'apps/shell/dist/document.html');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CSRF = 'scale-out-csrf-token-0123456';
const SIGN_UP_LIMIT = 3;
const CART_URL = '/service/cart/api/cart';

interface StorefrontProcess {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr(): string;
}

/** How much of a process's stderr a failure shows. */
const STDERR_KEPT = 4_000;

/**
 * One storefront process. Run as `node --import tsx`, one process, not through tsx's CLI (which runs
 * the server in a child of its own): a SIGKILL must kill the server itself, as a crash would.
 */
async function startStorefrontProcess(databaseUrl: string): Promise<StorefrontProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/document-server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      TOKEN_SECRET: 'scale-out-secret-of-at-least-32-bytes!',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SHUTDOWN_DRAIN_MS: '0',
      NEWSLETTER_SIGN_UP_LIMIT: String(SIGN_UP_LIMIT),
      // The tests speak for invented clients (X-Forwarded-For), as a load balancer would.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The end of what it printed on stderr, for the message when it exits early.
  let stderr = '';
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (stderr = `${stderr}${chunk.toString()}`.slice(-STDERR_KEPT)),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { base: `http://127.0.0.1:${port}`, child, exited, stderr: () => stderr };
}

/** Asks `path` of the process until an answer passes `accepted`; fails if it exits or takes too long. */
async function firstAnswer(
  { base, exited, stderr }: StorefrontProcess,
  path: string,
  accepted: (response: Response) => boolean,
): Promise<Response> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(`${base}${path}`).catch(() => undefined); // not listening yet
    if (response && accepted(response)) return response;
    if (exitCode !== undefined)
      throw new Error(
        `The storefront for ${base} exited (${exitCode}) before ${path} answered as expected. Its stderr ends:\n${stderr()}`,
      );
    if (Date.now() > deadline)
      throw new Error(`The storefront at ${base} never answered ${path} as expected.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const whenReady = (storefront: StorefrontProcess) =>
  firstAnswer(storefront, '/service/health/ready', (response) => response.ok);

const cookieHeader = (cartId: string) => `csrf_token=${CSRF}; cart_id=${cartId}`;

/** A new cart: its first addition, without a cart cookie; the API issues the id (a client cannot choose one: issue 29 item 6). */
async function startCart(api: StorefrontProcess, productId: string, site = 'SK'): Promise<string> {
  const response = await fetch(`${api.base}${CART_URL}/articles`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': CSRF,
      'x-hunter-site': site,
      cookie: `csrf_token=${CSRF}`,
    },
    body: JSON.stringify({ productId }),
  });
  const id = /(?:^|[;,]\s*)cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 200 || !id)
    throw new Error(`the cart's first addition answered ${response.status} without a cart cookie`);
  return id;
}

async function addToCart(
  api: StorefrontProcess,
  cartId: string,
  productId: string,
  site = 'SK',
): Promise<number> {
  const response = await fetch(`${api.base}${CART_URL}/articles`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': CSRF,
      'x-hunter-site': site,
      cookie: cookieHeader(cartId),
    },
    body: JSON.stringify({ productId }),
  });
  return response.status;
}

async function readCart(api: StorefrontProcess, cartId: string, site = 'SK') {
  const response = await fetch(`${api.base}${CART_URL}`, {
    headers: { 'x-hunter-site': site, cookie: cookieHeader(cartId) },
  });
  expect(response.status).toBe(200);
  return CartResponseSchema.parse(await response.json()).cart;
}

function quantityOf(cart: Awaited<ReturnType<typeof readCart>>, productId: string): number {
  const quantity = cart.articles.find((article) => article.productId === productId)?.quantity;
  return typeof quantity === 'number' ? quantity : (quantity?.quantity ?? 0);
}

let database: TestDatabase;
let db: OpenedDatabase;
let first: StorefrontProcess;
let second: StorefrontProcess;

beforeAll(async () => {
  if (!fs.existsSync(SHELL_DOCUMENT))
    throw new Error(
      `${SHELL_DOCUMENT} is missing: build first (node scripts/build.mjs; the test command builds before jest). These tests start whole storefront processes.`,
    );
  database = await createTestDatabase();
  // Both start at once on an empty database: one migrates and seeds, the other waits for it.
  [first, second] = await Promise.all([
    startStorefrontProcess(database.url),
    startStorefrontProcess(database.url),
  ]);
  await Promise.all([whenReady(first), whenReady(second)]);
  db = openDatabase({ databaseUrl: database.url, databaseFile: ':memory:' });
}, API_START_TIMEOUT_MS * 2);

afterAll(async () => {
  for (const api of [first, second]) api?.child.kill('SIGTERM');
  await Promise.all([first?.exited, second?.exited]);
  await db?.db.destroy();
  await database?.drop();
}, API_START_TIMEOUT_MS);

describe('two storefront processes on one PostgreSQL and one Redis', () => {
  it('started at once, migrated and seeded the database once', async () => {
    const { rows: migrations } = await sql<{
      name: string;
    }>`SELECT name FROM kysely_migration`.execute(db.db);
    expect(migrations.length).toBeGreaterThan(0);
    expect(new Set(migrations.map((row) => row.name)).size).toBe(migrations.length);
    const products = await db.db
      .selectFrom('products')
      .select(db.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(products.n)).toBe(allProductRows().length);
    const settings = await db.db
      .selectFrom('cart_settings')
      .select(db.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(settings.n)).toBe(9);
  });

  it(
    "a process waiting for another one's migration is alive but not ready, and serves once the migration is done",
    async () => {
      await db.db.connection().execute(async (migrating) => {
        // Another process migrating, as far as the newcomer can tell: it holds the migration lock.
        await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(
          migrating,
        );
        const third = await startStorefrontProcess(database.url);
        try {
          // Its first answer at all, while it waits for the lock.
          const live = await firstAnswer(third, '/service/health/live', () => true);
          expect(live.status).toBe(200);
          const ready = await fetch(`${third.base}/service/health/ready`);
          expect(ready.status).toBe(503);
          expect(ReadinessSchema.parse(await ready.json())).toEqual({ status: 'starting' });
          const page = await fetch(`${third.base}/`);
          expect(page.status).toBe(503);
          expect(page.headers.get('retry-after')).toBe(String(STARTING_RETRY_AFTER_S));
          await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.execute(
            migrating,
          );
          await whenReady(third);
          expect((await fetch(`${third.base}/service/health/live`)).status).toBe(200);
        } finally {
          third.child.kill('SIGTERM');
          await third.exited;
        }
      });
    },
    API_START_TIMEOUT_MS * 2,
  );

  it('a cart filled through one process is read through the other', async () => {
    const cartId = await startCart(first, '100001', 'DE');
    expect(await addToCart(first, cartId, '100001', 'DE')).toBe(200);
    expect(quantityOf(await readCart(second, cartId, 'DE'), '100001')).toBe(2);
  });

  it('100 concurrent changes to one cart, spread over both processes, end exact and keep the cart limit', async () => {
    const products = await stockConcurrentCartProducts(db.db, 20);
    await db.db
      .updateTable('cart_settings')
      .set({ max_articles: 100 })
      .where('site', '=', 'SK')
      .execute();
    // The cart's first addition is one of the 100 (the first product's first piece); the other 99 at once.
    const cartId = await startCart(first, products[0] ?? '');
    const statuses = await Promise.all(
      products.flatMap((productId, index) =>
        Array.from({ length: index === 0 ? 19 : 20 }, (_, n) =>
          addToCart((index + n) % 2 === 0 ? first : second, cartId, productId),
        ),
      ),
    );
    expect(statuses).toEqual(Array(99).fill(200));
    const cart = await readCart(first, cartId);
    expect(Object.fromEntries(products.map((id) => [id, quantityOf(cart, id)]))).toEqual(
      Object.fromEntries(products.map((id) => [id, 20])),
    );
    expect(cart.numberOfArticles).toBe(100);
    // Full: whichever process is asked, one more piece is refused.
    expect(
      await Promise.all([addToCart(first, cartId, '100002'), addToCart(second, cartId, '100001')]),
    ).toEqual([409, 409]);
    expect((await readCart(second, cartId)).numberOfArticles).toBe(100);
  }, 60_000);

  it('counts the sign-up limit of one client across both processes (Redis)', async () => {
    const client = `198.18.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
    const signUp = (api: StorefrontProcess, n: number) =>
      fetch(`${api.base}${NEWSLETTER_API_BASES.internal}/newsletter-subscribers`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': CSRF,
          cookie: `csrf_token=${CSRF}`,
          'x-hunter-site': 'DE',
          'x-forwarded-for': client,
        },
        body: JSON.stringify({
          email: `scale-out-${crypto.randomUUID()}-${n}@example.com`,
          consents: ['DNE'],
          origin: 'onsite',
          originAddition: 'subsite',
        }),
      }).then((response) => response.status);
    const statuses = [];
    for (let n = 0; n <= SIGN_UP_LIMIT; n += 1)
      statuses.push(await signUp(n % 2 === 0 ? first : second, n));
    expect(statuses).toEqual([...Array(SIGN_UP_LIMIT).fill(202), 429]);
  });

  it('drains the newsletter outbox exactly once when both drain at the same moment', async () => {
    const recipients = Array.from(
      { length: 30 },
      (_, n) => `drain-${crypto.randomUUID()}-${n}@example.com`,
    );
    await db.db
      .insertInto('newsletter_outbox')
      .values(
        recipients.map((recipient) => ({
          site: 'DE',
          recipient,
          subject: 'S',
          link: 'https://example.com',
          body: 'B',
          created_at: new Date().toISOString(),
          // Not due for the processes' own drainers (log transport, the real clock): only the two
          // drains below, whose clock is further ahead, can take them.
          next_attempt_at: new Date(Date.now() + 10 * 60_000).toISOString(),
        })),
      )
      .execute();
    const other = openDatabase({ databaseUrl: database.url, databaseFile: ':memory:' });
    const delivered: string[] = [];
    // A gateway that takes a moment, so the two drains overlap.
    const transport: MailTransport = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      delivered.push(mail.recipient);
    };
    try {
      const now = new Date(Date.now() + 20 * 60_000);
      for (let round = 0; round < 3; round += 1)
        await Promise.all([drainOutbox(db, transport, now), drainOutbox(other, transport, now)]);
    } finally {
      await other.db.destroy();
    }
    const ours = delivered.filter((recipient) => recipients.includes(recipient));
    expect(ours.sort()).toEqual([...recipients].sort());
  });

  it('loses no acknowledged cart change when one process is killed under load, and the other keeps serving', async () => {
    await db.db
      .updateTable('cart_settings')
      .set({ max_articles: 1000 })
      .where('site', '=', 'SK')
      .execute();
    await db.db
      .updateTable('products')
      .set({ stock: 1000, max_per_order: 1000 })
      .where('site', '=', 'SK')
      .where('id', '=', '100001')
      .execute();
    // Each shopper's cart begins with one acknowledged addition.
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, async () => ({
        cartId: await startCart(second, '100001'),
        acknowledged: 1,
      })),
    );
    let killed = false;
    const load = shoppers.map(async (shopper, index) => {
      for (let n = 0; n < 30; n += 1) {
        const api = index % 2 === 0 && !killed ? first : second;
        try {
          if ((await addToCart(api, shopper.cartId, '100001')) === 200) shopper.acknowledged += 1;
        } catch {
          // the killed process dropped the connection: not acknowledged
        }
      }
    });
    // Kill once the load is under way.
    while (shoppers.reduce((sum, shopper) => sum + shopper.acknowledged, 0) < 40)
      await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(load);
    expect(await first.exited).toBeNull();
    // Really gone (no child of it still listening), and the other still ready.
    await expect(fetch(`${first.base}/service/health/ready`)).rejects.toThrow();
    expect((await fetch(`${second.base}/service/health/ready`)).status).toBe(200);
    for (const shopper of shoppers) {
      const quantity = quantityOf(await readCart(second, shopper.cartId), '100001');
      // Every acknowledged add is there; at most one more, whose answer the kill swallowed.
      expect(quantity).toBeGreaterThanOrEqual(shopper.acknowledged);
      expect(quantity).toBeLessThanOrEqual(shopper.acknowledged + 1);
    }
  }, 120_000);
});
