import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { E2E_PORT } from '../playwright.config';
import { DEMO_CUSTOMER_PASSWORD, STAFF_ACCOUNT, demoCustomerEmail } from './support/logins';

/**
 * The storefront as `./storefront start` runs it by default: production mode, no DEMO=true. The
 * other specs run against a demo-mode server; this one starts its own on a port of its own.
 */
const PORT = E2E_PORT + 50;
const url = (site: string, pathname: string) => `http://${site}.localhost:${PORT}${pathname}`;
let server: ChildProcess;
let folder: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-production-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATABASE_FILE: path.join(folder, 'storefront.sqlite'),
    LOG_LEVEL: 'warn',
  };
  delete env.DEMO;
  server = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { env, stdio: 'ignore' });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${PORT}/service/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the production-mode storefront did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  server.kill('SIGTERM');
  fs.rmSync(folder, { recursive: true, force: true });
});

test('production mode has no staff account, no demo customers, no demo carts, no outbox and no UI catalogue', async ({
  page,
}) => {
  await page.goto(url('de', '/'));
  const calls = await page.evaluate(
    async ({ staff, customer }) => {
      const csrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((part) => part.startsWith('csrf_token='))
          ?.split('=')[1] ?? '',
      );
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-csrf-token': csrf,
            'x-hunter-site': 'DE',
          },
          body: JSON.stringify(body),
        }).then((response) => response.status);
      return {
        staff: await post('/service/login/api/v1/staff/login', staff),
        customer: await post('/service/login/api/v1/login', customer),
        demoCart: await post('/service/cart/api/cart/demo', { variant: 'allKinds' }),
        outbox: (await fetch('/service/newsletter/api/dev/outbox?email=a%40b.test')).status,
      };
    },
    {
      staff: STAFF_ACCOUNT,
      customer: { email: demoCustomerEmail('DE'), password: DEMO_CUSTOMER_PASSWORD },
    },
  );
  expect(calls).toEqual({ staff: 401, customer: 401, demoCart: 404, outbox: 404 });
  expect((await page.goto(url('de', '/ui-catalogue')))?.status()).toBe(404);
});

test('the cart page of production offers no demo carts', async ({ page }) => {
  await page.goto(url('de', '/service/cartfrontend/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Demo-Warenkorb/ })).toHaveCount(0);
});

/** Issue 16, items 6 and 7, on the production-mode server: compression, caching, CSP nonce, meta description. */
test('pages and API answers go out compressed; anonymous pages may be shared, first visits and personal pages stay private', async () => {
  // Plain localhost is the DE site (Node's resolver knows no *.localhost names).
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`http://localhost:${PORT}${pathname}`, {
      headers: { 'accept-encoding': 'br', ...headers },
    });

  const first = await get('/');
  expect(first.headers.get('content-encoding')).toBe('br');
  expect(first.headers.get('set-cookie')).toMatch(/(^|, )csrf_token=/);
  expect(first.headers.get('cache-control')).toBe('private, no-cache');
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(
    first.headers.get('content-security-policy') ?? '',
  )?.[1];
  expect(Buffer.from(nonce ?? '', 'base64').length).toBeGreaterThanOrEqual(16);
  const html = await first.text();
  // The shell's entry is started by the template's nonced start-up script after the first paint (issue 27 item 1).
  expect(html).toContain(
    `<script nonce="${nonce}" id="storefront-start" data-src="/shell/main.js">`,
  );
  expect(html).toMatch(
    /<meta name="description" content="Kaffee, Haushalt und Mode online bestellen[^"]*" \/>/,
  );

  const csrf = { cookie: 'csrf_token=e2e-known' };
  const again = await get('/search?q=kaffee', csrf);
  expect(again.headers.get('set-cookie')).toBeNull();
  expect(again.headers.get('cache-control')).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(again.headers.get('vary')).toBe('accept-encoding, cookie, user-agent');
  expect(
    (await get('/', { cookie: `${csrf.cookie}; LoginToken=x` })).headers.get('cache-control'),
  ).toBe('private, no-cache');
  expect(
    (await get('/', { cookie: `${csrf.cookie}; cart_id=x` })).headers.get('cache-control'),
  ).toBe('private, no-cache');

  const api = await get('/service/catalogue/api/products?site=DE&limit=20', {
    'accept-encoding': 'gzip',
  });
  expect(api.headers.get('content-encoding')).toBe('gzip');
  expect(((await api.json()) as { products?: unknown[] }).products?.length).toBeGreaterThan(0);

  const script = await get('/shell/main.js');
  expect(script.headers.get('content-encoding')).toBe('br');
  expect(
    (await get('/shell/main.js', { 'accept-encoding': 'identity' })).headers.get(
      'content-encoding',
    ),
  ).toBeNull();
});
