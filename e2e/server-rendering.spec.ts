import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SITES, SITE_CONFIG, type Site } from '@storefront/contracts';
import { expect, test } from './support/test';
import { hydrated, serverHtml, siteUrl } from './support/sites';
import { DEMO_CUSTOMER_PASSWORD, demoCustomerEmail } from './support/logins';

/**
 * Server rendering (issue 16): without JavaScript a shopper or a crawler gets a working page from
 * the server alone; with JavaScript the page hydrates over it without a mismatch on every site.
 */
const root = path.resolve(__dirname, '..');
const SEARCHES: Partial<Record<Site, string>> = { DE: 'Kaffee', HU: 'kávé', TR: 'kahve' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [site, query] of Object.entries(SEARCHES) as [Site, string][]) {
    test(`${site}: header with navigation links, search form to results with product links, cart link, footer links and country links`, async ({
      page,
    }) => {
      await page.goto(siteUrl(site));
      const banner = page.getByRole('banner');
      await expect(banner).toBeVisible();
      const navigationLinks = banner.getByRole('navigation').first().getByRole('link');
      expect(await navigationLinks.count()).toBeGreaterThanOrEqual(3);
      await expect(banner.getByRole('link', { name: /^Storefront – / })).toHaveAttribute(
        'href',
        '/',
      );
      // The mini cart is a link to the cart page, with its count in its name.
      await expect(banner.locator('a[href="/service/cartfrontend/cart"]').first()).toBeVisible();

      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      expect(await footer.getByRole('link').count()).toBeGreaterThanOrEqual(5);
      // The country selector works as links to the other sites.
      const other = SITES.find((each) => each !== site) ?? 'AT';
      await expect(
        footer.locator(`a[href*="${SITE_CONFIG[other].localHost}"], a[hreflang]`).first(),
      ).toBeAttached();

      // The search form sends a plain GET to the results page, which the server renders with its results.
      const box = banner
        .getByRole('search')
        .first()
        .getByRole('textbox')
        .or(banner.getByRole('search').first().getByRole('combobox'))
        .first();
      await box.fill(query);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?/);
      expect(new URL(page.url()).searchParams.get('query')).toBe(query);
      // The URL changes when the response starts; the body streams after the head: wait for it.
      const productLinks = page.getByRole('main').locator('a[href^="/p/"]');
      await expect(productLinks.first()).toBeVisible();
      // The product tiles are the shared ui library's: its stylesheet came with the server's head
      // (its square image rule; without it the image keeps its attributes' 280 × 280), not only with
      // the library's script.
      await expect(page.getByRole('main').getByRole('article').first().locator('img')).toHaveCSS(
        'aspect-ratio',
        '1 / 1',
      );
      await productLinks.first().click();
      await expect(page).toHaveURL(/\/p\//);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('');
    });
  }

  test('HU: the login form posts as a plain form: a wrong password comes back with its message, the right one logs in', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('HU', '/login?returnTo=/c/coffee'));
    const main = page.getByRole('main');
    await main.getByLabel('E-mail-cím').fill(demoCustomerEmail('HU'));
    await main.getByLabel('Jelszó').fill('wrong');
    await main.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(main.getByRole('alert')).toHaveText('Az e-mail-cím vagy a jelszó helytelen.');
    // Nothing typed ever goes into an address.
    expect(page.url()).not.toContain('wrong');
    expect(page.url()).not.toContain('storefront.test');
    await main.getByLabel('E-mail-cím').fill(demoCustomerEmail('HU'));
    await main.getByLabel('Jelszó').fill(DEMO_CUSTOMER_PASSWORD);
    await main.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page).toHaveURL(siteUrl('HU', '/c/coffee'));
    expect((await context.cookies(siteUrl('HU'))).map((cookie) => cookie.name)).toContain(
      'LoginToken',
    );
  });

  test('DE: add to cart posts as a plain form; the page comes back saying so, with the count in the cart link', async ({
    page,
  }) => {
    await page.goto(siteUrl('DE', '/p/100001'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /^In den Warenkorb: / }).click();
    await expect(page).toHaveURL(/\/p\/100001\?cart=added&cartProduct=100001$/);
    await expect(main.getByRole('status')).toHaveText('Im Warenkorb');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Warenkorb, 1 Artikel/ }),
    ).toBeVisible();
  });
});

test('hostile input in the address is rendered by the server as text, never as markup', async ({
  request,
}) => {
  const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
  for (const path of [
    `/search?query=${encodeURIComponent(hostile)}`,
    `/p/${encodeURIComponent(hostile)}`,
    `/?newsletter=${encodeURIComponent(hostile)}&cart=${encodeURIComponent(hostile)}&cartProduct=1`,
    `/login?returnTo=${encodeURIComponent(hostile)}&login=${encodeURIComponent(hostile)}`,
  ]) {
    const html = await serverHtml(request, 'DE', path);
    expect(html, path).not.toContain('<script>alert(1)');
    expect(html, path).not.toContain('onerror=alert(2)>');
  }
  // The search term is shown (escaped) in the first HTML.
  expect(await serverHtml(request, 'DE', `/search?query=${encodeURIComponent(hostile)}`)).toContain(
    '&lt;script&gt;alert(1)&lt;/script&gt;',
  );
});

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The header's phase integration of a site as seeded (promotion seed data) and its region's name (navigation texts). */
function headerPi(site: Site) {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as unknown;
  const seeded = read(`apps/api/src/domains/promotion/seed/content/${site}.json`) as {
    headerPi: { headline: string; subline: string; linkText: string };
  };
  // de-AT and de-CH say only what differs from de-DE (the i18n setup's fallback).
  const label = [SITE_CONFIG[site].locale, 'de-DE']
    .map((locale) => read(`apps/navigation/src/texts/${locale}.json`) as Record<string, string>)
    .map((texts) => texts['promotion.phaseIntegration'])
    .find((text) => text !== undefined);
  return { ...seeded.headerPi, label: label ?? '' };
}

test.describe('with JavaScript', () => {
  for (const site of SITES) {
    test(`${site}: the server-rendered page hydrates without a mismatch`, async ({ page }) => {
      const problems = watchHydration(page);
      // The server's HTML already holds the header and the footer.
      const html = await serverHtml(page.request, site);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
      // Styled before any script (issue 27 item 2): the rendered remotes' stylesheets are inlined in
      // the head; the one stylesheet the page asks for is the shell's own.
      for (const remote of ['navigation', 'search', 'cart', 'footer'])
        expect(html).toMatch(
          new RegExp(
            `<style nonce="[^"]+" data-href="http://${SITE_CONFIG[site].localHost}:\\d+/remotes/${remote}/[^"]+\\.css">`,
          ),
        );
      expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (
          request.resourceType() === 'stylesheet' ||
          new URL(request.url()).pathname.endsWith('.css')
        )
          stylesheets.push(new URL(request.url()).pathname);
      });
      await page.goto(siteUrl(site));
      await expect(page.locator('[data-boundary="navigation"]')).toBeVisible();
      // Scrolling brings the footer near: its code loads and it hydrates too.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-boundary="footer"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // HSC-1-1, HSC-2.2-8: the header's phase integration (~header_pi), seeded for every market, in its words,
      // in the server's HTML and in the hydrated page.
      const pi = headerPi(site);
      expect(html).toContain(pi.headline);
      const region = page.getByRole('region', { name: pi.label, exact: true });
      await expect(region).toContainText(pi.headline);
      await expect(region).toContainText(pi.subline);
      await expect(region.getByRole('link', { name: pi.linkText })).toHaveAttribute(
        'href',
        '/c/coffee',
      );
      // The remotes' code arriving asks for none of the inlined stylesheets again.
      expect(stylesheets).toEqual(['/shell/main.css']);
    });
  }

  // Issue 16 item 2: what the server rendered with is embedded once; the browser asks none of it again.
  const SERVER_DATA_CALLS = [
    '/service/header-backend/api/show',
    '/service/themeworld-frontend/api/themeworlds/navigation',
    '/service/promotion/api/promotion/',
    '/service/searchfrontend/api/search',
    '/service/catalogue/api/products',
    '/service/footer/site-origins',
  ];
  for (const path of ['/', '/search?query=Kaffee', '/p/100001']) {
    test(`DE ${path}: the browser fetches none of the server-rendered data again`, async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (SERVER_DATA_CALLS.some((call) => pathname.startsWith(call))) asked.push(pathname);
      });
      await page.goto(siteUrl('DE', path));
      await hydrated(page);
      expect(asked).toEqual([]);
    });
  }

  test('DE: suggestions work after hydration', async ({ page }) => {
    await page.goto(siteUrl('DE'));
    const box = page.getByRole('combobox', { name: 'Suche' });
    await box.click();
    await box.pressSequentially('Kaf');
    await expect(
      page.getByRole('listbox', { name: 'Suchvorschläge' }).getByRole('option').first(),
    ).toBeVisible();
  });
});
