import { expect, test } from './support/test';
import { siteUrl } from './support/sites';

// Server-rendered pages, as shoppers get them: the add-to-cart click works before hydration too
// (a plain form post) and after it (the JSON call).

const PAGE_TYPES = [
  ['/', 'home', 200],
  ['/p/100001', 'ProductDetailPage', 200],
  ['/service/cartfrontend/cart', 'basket', 200],
  ['/search?query=kaffee', 'search', 200],
  ['/subscribenewsletter', 'newsletter', 200],
  ['/service/storefinder/search', 'content', 200],
  ['/usermenu', 'content', 200],
  ['/no-such-page', 'notFound', 404],
] as const;

// One test per page: eight pages in one test outgrew its time on a busy machine.
for (const [path, pageType, status] of PAGE_TYPES) {
  test(`${path} has its route and page type, and the header`, async ({ page }) => {
    const response = await page.goto(siteUrl('DE', path));
    expect(response?.status(), path).toBe(status);
    await expect(page.locator('html')).toHaveAttribute('data-page-type', pageType);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // HSC-2-1: the header defines no routes of its own; its parts appear on every page, a missing one's too.
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(header.getByRole('search')).toBeVisible();
    await expect(header.getByRole('link', { name: /^Warenkorb,/ })).toBeVisible();
  });
}

test('a shopper adds a product on the home page and the mini cart counts it', async ({ page }) => {
  await page.goto(siteUrl('PL'));
  const cart = page.getByRole('link', { name: /^Koszyk/ });
  await expect(cart).toHaveAccessibleName(/0 produktów/);
  await page.getByRole('button', { name: /Do koszyka: Barista Espresso/ }).click();
  await expect(cart).toHaveAccessibleName(/1 produkt$/);
  await page.goto(siteUrl('PL', '/service/cartfrontend/cart'));
  await expect(page.getByRole('main')).toContainText('Barista Espresso, ziarnista');
});

test('the product page shows the product in the site’s language and currency', async ({ page }) => {
  await page.goto(siteUrl('CH_FR', '/p/300001'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pull en maille femme' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('CHF');
});

test('the footer’s cookie settings link opens the consent service the header loaded', async ({
  page,
}) => {
  await page.goto(siteUrl('DE'));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as Window & { StorefrontConsent?: { ready: boolean } }).StorefrontConsent?.ready,
      ),
    )
    .toBe(true);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as Window & { StorefrontConsent?: { settingsOpened: number } }).StorefrontConsent
            ?.settingsOpened,
      ),
    )
    .toBe(1);
});

test('adding more than the per-order limit shows the cart’s own message with the limit', async ({
  page,
}) => {
  await page.goto(siteUrl('DE', '/p/100003'));
  const add = page.getByRole('button', {
    name: 'In den Warenkorb: Kaffeevollautomat Esperto Caffè',
  });
  const cart = page.getByRole('link', { name: /^Warenkorb,/ });
  await add.click();
  await expect(cart).toHaveAccessibleName(/1 Artikel/);
  await add.click();
  await expect(cart).toHaveAccessibleName(/2 Artikel/);
  await add.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Von diesem Artikel können Sie maximal 2 Stück pro Einkauf kaufen.',
  );
  await expect(cart).toHaveAccessibleName(/2 Artikel/);
});
