import type { APIRequestContext } from '@playwright/test';
import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { PAGE_SHAPING_COOKIE_NAMES } from '@storefront/testing';
import { expect, test } from './support/test';
import { E2E_PORT } from '../playwright.config';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';

/**
 * Issue 27 item 5 (and issue 29 item 4): anonymous pages come from the document server's page
 * cache; every cookie that changes the HTML gives the visitor a page of their own, `private`.
 * Requests over loopback with the site's Host header (Node does not resolve `*.localhost`).
 */
const get = (
  request: APIRequestContext,
  site: Site,
  path: string,
  headers: Record<string, string> = {},
) =>
  request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: {
      host: `${SITE_CONFIG[site].localHost}:${E2E_PORT}`,
      'accept-encoding': 'identity',
      ...headers,
    },
  });

/**
 * A page's HTML without what differs between any two renders of it: the nonce attributes (a cached
 * copy's nonce allows nothing; its policy names hashes), the header's render time (`now`) and the
 * time the served releases were signed (`served`).
 */
const comparable = (html: string) =>
  html
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/"now":\d+/g, '"now":0')
    .replace(/"served":"[^"]*"/g, '"served":""');

/** An address no other test asked for, so its first answer is rendered. */
const fresh = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}pagecache=${test.info().testId}-${Date.now()}`;

test.describe('the page cache', () => {
  for (const [site, path] of [
    ['DE', '/'],
    ['HU', '/search?query=kave'],
    ['DE', '/p/100001'],
    ['TR', '/service/cartfrontend/cart'],
  ] as const) {
    test(`${site} ${path}: an anonymous visitor gets the same page from the cache as rendered`, async ({
      request,
    }) => {
      const address = fresh(path);
      const rendered = await get(request, site, address, { cookie: 'csrf_token=e2e-page-cache' });
      expect(rendered.headers()['cache-status']).toBe('storefront; fwd=uri-miss');
      expect(rendered.headers()['content-security-policy']).toMatch(/'nonce-/);
      const renderedHtml = await rendered.text();
      // The copy is kept once the page is complete and compressed: the next visitors get it.
      await expect
        .poll(
          async () =>
            (await get(request, site, address, { cookie: 'csrf_token=another-visitor' })).headers()[
              'cache-status'
            ],
        )
        .toBe('storefront; hit');
      const cached = await get(request, site, address, { cookie: 'csrf_token=another-visitor' });
      expect(cached.status()).toBe(rendered.status());
      expect(cached.headers()['cache-control']).toBe(rendered.headers()['cache-control']);
      expect(cached.headers()['cache-control']).toMatch(/^public, /);
      expect(cached.headers()['content-security-policy']).not.toMatch(/'nonce-/);
      expect(comparable(await cached.text())).toBe(comparable(renderedHtml));
    });
  }

  test('a first visit from the cache still gets its anti-forgery cookie and stays private', async ({
    request,
  }) => {
    const address = fresh('/');
    await get(request, 'DE', address, { cookie: 'csrf_token=e2e-page-cache' });
    await expect
      .poll(
        async () =>
          (await get(request, 'DE', address, { cookie: 'csrf_token=x' })).headers()['cache-status'],
      )
      .toBe('storefront; hit');
    const first = await get(request, 'DE', address);
    expect(first.headers()['cache-status']).toBe('storefront; hit');
    expect(first.headers()['set-cookie']).toMatch(/csrf_token=/);
    expect(first.headers()['cache-control']).toBe('private, no-cache');
  });

  for (const cookie of PAGE_SHAPING_COOKIE_NAMES) {
    test(`a visitor with the ${cookie} cookie gets a page of their own, private`, async ({
      request,
    }) => {
      const address = fresh('/');
      await get(request, 'DE', address, { cookie: 'csrf_token=e2e-page-cache' });
      await expect
        .poll(
          async () =>
            (await get(request, 'DE', address, { cookie: 'csrf_token=x' })).headers()[
              'cache-status'
            ],
        )
        .toBe('storefront; hit');
      const own = await get(request, 'DE', address, {
        cookie: `csrf_token=x; ${cookie}=${cookie === 'platform' ? 'MATCH' : cookie === 'sf_render' ? 'browser' : 'true'}`,
      });
      expect(own.headers()['cache-status']).toBe('storefront; fwd=bypass');
      expect(own.headers()['cache-control']).toBe('private, no-cache');
    });
  }

  test('a page from the cache runs in the browser under its policy: the search suggests', async ({
    page,
    request,
  }) => {
    const watch = watchPageErrors(page);
    const address = fresh('/');
    // The browser's device class is the one a request without User-Agent has ("other"): the same copy.
    await get(request, 'DE', address, {
      cookie: 'csrf_token=e2e-page-cache',
      'user-agent': await page.evaluate(() => navigator.userAgent),
    });
    await expect
      .poll(
        async () =>
          (await get(request, 'DE', address, { cookie: 'csrf_token=x' })).headers()['cache-status'],
      )
      .toBe('storefront; hit');
    const response = await page.goto(siteUrl('DE', address));
    expect(response?.headers()['cache-status']).toBe('storefront; hit');
    const box = page.getByRole('combobox', { name: 'Suche' });
    await box.fill('kaf');
    await expect(
      page.getByRole('listbox', { name: 'Suchvorschläge' }).getByRole('option').first(),
    ).toBeVisible();
    expect(watch.errors).toEqual([]);
  });
});
