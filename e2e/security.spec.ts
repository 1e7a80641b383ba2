import { expect, test } from './support/test';
import type { APIResponse, Page } from '@playwright/test';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { E2E_PORT } from '../playwright.config';
import { renderInTheBrowser } from './support/browserRendering';

// Hostile answers are injected into the browser's API calls (page.route); hostile input in the address
// of a server-rendered page is server-rendering.spec's, hostile server data the remotes' server-render tests'.
renderInTheBrowser();

/**
 * Security with the page's real Content-Security-Policy on: hostile data from every API the remotes
 * read never runs a script, and the server refuses forged cross-site writes.
 */

/** Each payload sets window.__xss (or opens a dialog) if it ever runs. */
const XSS_CORPUS = [
  '<script>window.__xss="script"</script>',
  '<img src=x onerror="window.__xss=\'img\'">',
  '<svg onload="window.__xss=\'svg\'"></svg>',
  '<a href="javascript:window.__xss=\'href\'">x</a>',
  '"><body onload=alert(1)>',
  '&lt;img src=x onerror=window.__xss=1&gt;',
  '%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(2)>',
];
const JS_URL = "javascript:window.__xss='url'";
const TEXT_KEY =
  /title|name|label|text|headline|subline|description|content|caption|alt|searchterm|teaser|heading|message|legal/i;
const URL_KEY = /url|href|link/i;

/** Replaces every text field with a corpus entry, and every link with a javascript: URL. */
function poison(value: unknown, key = '', counter = { n: 0 }): unknown {
  if (typeof value === 'string') {
    // Promotion content is JSON inside a string.
    if (/^\s*[[{]/.test(value)) {
      try {
        return JSON.stringify(poison(JSON.parse(value), key, counter));
      } catch {
        // not JSON: plain text
      }
    }
    if (URL_KEY.test(key) && !/image|thumb|src/i.test(key)) return JS_URL;
    if (TEXT_KEY.test(key))
      return `${value.slice(0, 20)} ${XSS_CORPUS[counter.n++ % XSS_CORPUS.length]}`;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, key, counter));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, poison(item, name, counter)]),
    );
  return value;
}

const POISONED_APIS = [
  'header-backend/api/show',
  'themeworld-frontend/api/themeworlds/navigation',
  'promotion/api/promotion',
  'searchfrontend/api/suggestions',
  'searchfrontend/api/search',
  'cart/api/cart',
  'customerfrontenddata/api/v1/psdata',
];

/** Serves every read API above with its real answer, poisoned; records which ones were hit. */
async function poisonApis(page: Page): Promise<Set<string>> {
  const hit = new Set<string>();
  await page.route(
    /\/service\/(header-backend\/api\/show|themeworld-frontend|promotion\/api\/promotion|searchfrontend\/api\/(suggestions|search)|cart\/api\/cart$|customerfrontenddata)/,
    async (route) => {
      // Node (which route.fetch runs in) cannot resolve *.localhost: ask localhost with the site's Host.
      const original = new URL(route.request().url());
      const headers = { ...(await route.request().allHeaders()), host: original.host };
      const response = await route.fetch({
        url: `http://localhost:${original.port}${original.pathname}${original.search}`,
        headers,
      });
      const type = response.headers()['content-type'] ?? '';
      if (!response.ok() || !type.includes('json')) return route.fulfill({ response });
      const api = POISONED_APIS.find((name) => route.request().url().includes(name));
      if (api) hit.add(api);
      return route.fulfill({ response, json: poison(await response.json()) });
    },
  );
  return hit;
}

interface ScriptWatch {
  dialogs: string[];
  errors: string[];
}

async function watchScripts(page: Page): Promise<ScriptWatch> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Runs before any page script; CSP does not apply to it. Collects every violation the page reports.
  await page.addInitScript(() => {
    const target = window as unknown as { __csp: string[] };
    target.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      target.__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return { dialogs, errors: watchPageErrors(page).errors };
}

/** Nothing ran, nothing was blocked by the CSP, and no live handler or javascript: link is in the DOM. */
async function expectNoScriptRan(page: Page, watch: ScriptWatch): Promise<void> {
  const state = await page.evaluate(() => {
    const target = window as unknown as { __xss?: unknown; __csp: string[] };
    const elements = [...document.querySelectorAll('*')];
    return {
      xss: target.__xss ?? null,
      csp: target.__csp,
      handlers: elements
        .filter((element) =>
          [...element.attributes].some((attribute) => /^on/i.test(attribute.name)),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
      // React 19 replaces a javascript: URL it is handed with one that only throws; any other is live.
      jsLinks: elements
        .map(
          (element) =>
            element.getAttribute('href') ??
            element.getAttribute('src') ??
            element.getAttribute('action') ??
            '',
        )
        .filter(
          (url) =>
            /^\s*javascript:/i.test(url) &&
            !url.startsWith("javascript:throw new Error('React has blocked a javascript: URL"),
        ),
      // Inline scripts but the template's start-up script, in its place right after the state (no hostile value can land there).
      frames: document.querySelectorAll(
        'iframe[srcdoc], script:not([src]):not([type="application/json"]):not(#storefront-state + script#storefront-start)',
      ).length,
    };
  });
  expect(state).toEqual({ xss: null, csp: [], handlers: [], jsLinks: [], frames: 0 });
  expect(watch.dialogs).toEqual([]);
  expect(watch.errors).toEqual([]);
}

test('hostile navigation, promotion, footer, psdata, suggestion and cart data never runs a script', async ({
  page,
}) => {
  const watch = await watchScripts(page);
  const hit = await poisonApis(page);
  await page.goto(siteUrl('DE'));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Put something in the cart so its titles come back poisoned.
  await page
    .getByRole('button', { name: /^In den Warenkorb:/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const search = page.getByRole('combobox').first();
  await search.fill('kaf');
  await expect(page.getByRole('listbox').first()).toBeVisible();
  await page.getByRole('navigation').first().getByRole('link').first().hover();
  await expectNoScriptRan(page, watch);

  await page.goto(siteUrl('DE', '/service/cartfrontend/cart'));
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoScriptRan(page, watch);
  // The hostile data reached the remotes (the test could fail).
  for (const api of [
    'header-backend/api/show',
    'promotion/api/promotion',
    'searchfrontend/api/suggestions',
    'cart/api/cart',
  ])
    expect([...hit]).toContain(api);
});

test('hostile search terms in the query parameter and the box are shown as text, never run', async ({
  page,
}) => {
  const watch = await watchScripts(page);
  for (const payload of XSS_CORPUS) {
    await page.goto(siteUrl('DE', `/search?query=${encodeURIComponent(payload)}`));
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('combobox').first()).toHaveValue(payload);
    await expectNoScriptRan(page, watch);
  }
  const box = page.getByRole('combobox').first();
  await box.fill(XSS_CORPUS[1] ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=/);
  await expectNoScriptRan(page, watch);
});

test('hostile newsletter names are refused or stored as text; no script runs', async ({ page }) => {
  const watch = await watchScripts(page);
  await page.goto(siteUrl('DE', '/subscribenewsletter'));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`xss.${Date.now()}@example.com`);
  for (const name of ['Vorname', 'Nachname']) {
    const field = main.getByRole('textbox', { name });
    if (await field.count()) await field.fill(XSS_CORPUS[2] ?? '');
  }
  await main
    .getByRole('button', { name: /anmelden/i })
    .first()
    .click();
  await expectNoScriptRan(page, watch);
});

test.describe('cross-site requests', () => {
  // Node cannot resolve *.localhost (the browser can): the API client talks to localhost.
  const ORIGIN = `http://localhost:${E2E_PORT}`;
  const CSRF = 'e2e-security-csrf-0123456789';
  const MUTATING: ReadonlyArray<{ method: 'POST' | 'PUT'; path: string; data: unknown }> = [
    {
      method: 'POST',
      path: '/service/cart/api/cart',
      data: { setArticle: { productId: '100001', tcm: '', quantity: 1 } },
    },
    { method: 'POST', path: '/service/cart/api/cart/articles', data: { productId: '100001' } },
    { method: 'POST', path: '/service/cart/api/cart/demo', data: { variant: 'allKinds' } },
    {
      method: 'POST',
      path: '/service/login/api/v1/login',
      data: { email: 'demo.de@storefront.test', password: 'Storefront-Demo-1' },
    },
    { method: 'POST', path: '/service/login/api/v1/logout', data: {} },
    { method: 'POST', path: '/service/login/api/v1/logintoken/renew', data: {} },
    {
      method: 'POST',
      path: '/service/login/api/v1/staff/login',
      data: { username: 'staff', password: 'Storefront-Staff-1' },
    },
    {
      method: 'POST',
      path: '/service/newsletter/api/private/newsletter-subscribers',
      data: { email: 'forged@example.com', consents: [], origin: 'x', originAddition: 'x' },
    },
    {
      method: 'POST',
      path: '/service/newsletter/api/internal/newsletter-subscribers',
      data: { email: 'forged@example.com', consents: [], origin: 'x', originAddition: 'x' },
    },
    {
      method: 'PUT',
      path: '/service/newsletter/api/private/newsletter-subscribers/0123456789abcdef0123456789abcdef/doi',
      data: {},
    },
    {
      method: 'PUT',
      path: '/service/newsletter/api/internal/newsletter-subscribers/0123456789abcdef0123456789abcdef',
      data: { firstName: 'X' },
    },
  ];

  async function expectCsrfRefusal(response: APIResponse): Promise<void> {
    expect(response.status()).toBe(403);
    expect(response.headers()['content-type']).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ type: 'urn:storefront:csrf', status: 403 });
  }

  test('a forged POST/PUT from another site, or without the anti-forgery header, gets 403 on every mutating route', async ({
    request,
  }) => {
    for (const { method, path, data } of MUTATING) {
      const url = `${ORIGIN}${path}`;
      const cookie = `csrf_token=${CSRF}`;
      // Another site's page: the browser sends the cookie (if SameSite let it) and its own Origin.
      await expectCsrfRefusal(
        await request.fetch(url, {
          method,
          data,
          headers: { origin: 'https://evil.example', cookie, 'x-csrf-token': CSRF },
        }),
      );
      // A form post or fetch without our header.
      await expectCsrfRefusal(await request.fetch(url, { method, data, headers: { cookie } }));
      // A header that does not match the cookie.
      await expectCsrfRefusal(
        await request.fetch(url, { method, data, headers: { cookie, 'x-csrf-token': `${CSRF}x` } }),
      );
      await expectCsrfRefusal(
        await request.fetch(url, { method, data, headers: { 'x-csrf-token': CSRF } }),
      );
    }
    // Credentialed reads that hand out tokens or personal data check it too.
    for (const path of [
      '/service/login/api/v1/longtermtoken',
      '/service/login/api/v1/customer-info/0b7e6f2a-1c5d-4c3e-9a1f-2d3c4b5a6e7f',
      '/service/preview/api/auth/checkauth',
      '/service/preview/api/token?dateTime=2030-01-01T00:00:00Z',
    ]) {
      await expectCsrfRefusal(await request.get(`${ORIGIN}${path}`));
    }
  });

  test('cookies carry the attributes docs/architecture/security.md documents', async ({
    page,
    request,
  }) => {
    const pageResponse = await request.get(`${ORIGIN}/`);
    const csrfCookie = pageResponse
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value)
      .find((value) => value.startsWith('csrf_token='));
    expect(csrfCookie).toMatch(/SameSite=Strict/i);
    const headers = pageResponse.headers();
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    await page.goto(siteUrl('DE'));
    await page
      .getByRole('button', { name: /^In den Warenkorb:/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    const status = await page.evaluate(async () => {
      const csrf = /(?:^|; )csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/service/login/api/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ email: 'demo.de@storefront.test', password: 'Storefront-Demo-1' }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    const cookies = new Map(
      (await page.context().cookies()).map((cookie) => [cookie.name, cookie]),
    );
    // Served over http here: no Secure (SECURE_COOKIES=true on https deployments sets it).
    expect(cookies.get('cart_id')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      secure: false,
    });
    expect(cookies.get('LoginToken')).toMatchObject({ httpOnly: false, sameSite: 'Lax' });
    expect(cookies.get('LongTermToken')).toMatchObject({ httpOnly: false, sameSite: 'Lax' });
    expect(cookies.get('csrf_token')).toMatchObject({ sameSite: 'Strict' });
    // The page cannot read the HttpOnly cart id.
    expect(await page.evaluate(() => document.cookie)).not.toContain('cart_id=');
  });
});
