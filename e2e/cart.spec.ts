import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { renderInTheBrowser } from './support/browserRendering';

// These shopper flows fail the browser's own cart calls (page.route) and open the mini cart's panel,
// which needs its script, so they run on the browser-rendered page. On the server-rendered page the
// add-to-cart button also works before hydration, as a plain form (server-rendering.spec.ts).
renderInTheBrowser();

const CART_API = '**/service/cart/api/cart';

/** Makes the next cart change fail the way the server or network would. */
async function failNextChange(page: Page, failure: { status: number; body: unknown } | 'network') {
  let done = false;
  await page.route(CART_API, async (route) => {
    if (done || route.request().method() !== 'POST') return route.fallback();
    done = true;
    if (failure === 'network') return route.abort('failed');
    return route.fulfill({
      status: failure.status,
      contentType: 'application/problem+json',
      body: JSON.stringify(failure.body),
    });
  });
}

test('DE: a shopper adds articles, removes and restores one, and the cart survives a reload', async ({
  page,
}) => {
  const { errors } = watchPageErrors(page);
  await page.goto(siteUrl('DE'));
  const cart = page.getByRole('link', { name: /^Warenkorb,/ });
  await expect(cart).toHaveAccessibleName('Warenkorb, 0 Artikel');
  const addEspresso = page.getByRole('button', { name: /^In den Warenkorb: Barista Espresso/ });
  await addEspresso.click();
  await expect(cart).toHaveAccessibleName('Warenkorb, 1 Artikel');
  await addEspresso.click();
  await expect(cart).toHaveAccessibleName('Warenkorb, 2 Artikel');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByRole('button', { name: 'Warenkorb-Vorschau' }).click();
  const panel = page.getByRole('region', { name: 'Warenkorb-Vorschau' });
  const line = panel.getByRole('listitem').filter({ hasText: 'Barista Espresso, ganze Bohne' });
  await expect(line).toContainText('Menge: 2');
  // DE shows prices without a currency symbol.
  await expect(line).toContainText('13,98');
  await expect(line).not.toContainText('€');
  await panel.getByRole('button', { name: 'Barista Espresso, ganze Bohne entfernen' }).click();
  await expect(cart).toHaveAccessibleName('Warenkorb, 0 Artikel');
  await expect(panel.getByText('Barista Espresso, ganze Bohne wurde entfernt.')).toBeVisible();
  await panel
    .getByRole('button', { name: 'Barista Espresso, ganze Bohne wiederherstellen' })
    .click();
  await expect(cart).toHaveAccessibleName('Warenkorb, 2 Artikel');
  await expect(panel.getByText('wurde entfernt.')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('link', { name: /^Warenkorb,/ })).toHaveAccessibleName(
    'Warenkorb, 2 Artikel',
  );
  expect(errors).toEqual([]);
});

test('CH: every item kind in francs; a refused removal rolls back with the Swiss German limit message', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(siteUrl('CH', '/service/cartfrontend/cart'));
  await page.getByRole('button', { name: 'Demo-Warenkorb mit allen Artikelarten laden' }).click();
  const cart = page.getByRole('link', { name: /^Warenkorb,/ });
  await expect(cart).toHaveAccessibleName('Warenkorb, 6 Artikel');
  const items = page.getByRole('main').getByRole('list', { name: 'Artikel im Warenkorb' });
  await expect(items.getByRole('listitem')).toHaveCount(5);
  for (const text of [
    'Barista Espresso',
    'Gratisartikel',
    'Geschenkkarte',
    'Partnerprodukt',
    'Abonnement',
  ])
    await expect(items).toContainText(text);
  await expect(items.getByRole('listitem').filter({ hasText: 'Geschenkkarte' })).toContainText(
    'CHF 25.00',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Kasse' })).toBeVisible();

  await failNextChange(page, {
    status: 409,
    body: {
      type: 'urn:storefront:cart:item_limit',
      title: 'limit',
      status: 409,
      error: 'ITEM_LIMIT',
      limit: 2,
    },
  });
  await items.getByRole('button', { name: 'Kaffee-Abo, monatlich entfernen' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(
    'Von diesem Artikel können Sie maximal 2 Stück pro Einkauf kaufen.',
  );
  await expect(
    items.getByRole('button', { name: 'Kaffee-Abo, monatlich entfernen' }),
  ).toBeVisible();
  await expect(cart).toHaveAccessibleName('Warenkorb, 6 Artikel');
  await page.clock.runFor(7_500);
  await expect(alert).toBeEmpty();

  await page.getByRole('button', { name: 'Demo-Warenkorb mit Problemen laden' }).click();
  await expect(page.getByRole('heading', { name: 'Fehlerhafte Artikel' })).toBeVisible();
  await expect(items).toContainText('Nicht verfügbar');
  await expect(items).toContainText('Ausverkauft');
  await expect(page.getByRole('main').getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
});

test('PL: a network failure rolls back with the Polish message; the cart survives a reload', async ({
  page,
}) => {
  await page.goto(siteUrl('PL', '/p/100001'));
  await page.getByRole('button', { name: /^Do koszyka: Barista Espresso/ }).click();
  const cart = page.getByRole('link', { name: /^Koszyk,/ });
  await expect(cart).toHaveAccessibleName('Koszyk, 1 produkt');
  await page.getByRole('button', { name: 'Podgląd koszyka' }).click();
  const panel = page.getByRole('region', { name: 'Podgląd koszyka' });
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Barista Espresso, ziarnista' }),
  ).toContainText('zł');

  await failNextChange(page, 'network');
  await panel.getByRole('button', { name: 'Usuń Barista Espresso, ziarnista' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Z przyczyn technicznych nie można teraz zmienić koszyka. Spróbuj ponownie później.',
  );
  await expect(cart).toHaveAccessibleName('Koszyk, 1 produkt');
  await expect(
    panel.getByRole('button', { name: 'Usuń Barista Espresso, ziarnista' }),
  ).toBeVisible();
  await expect(panel.getByText('Usunięto:')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('link', { name: /^Koszyk,/ })).toHaveAccessibleName(
    'Koszyk, 1 produkt',
  );
});

test('SK: a refused add shows the cart-limit message in Slovak', async ({ page }) => {
  await page.goto(siteUrl('SK', '/p/100001'));
  await page.route('**/service/cart/api/cart/articles', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'urn:storefront:cart:cart_limit',
        title: 'limit',
        status: 409,
        error: 'CART_LIMIT',
        limit: 50,
      }),
    }),
  );
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Do košíka/ })
    .first()
    .click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Maximálny' }),
  ).toHaveText('Maximálny počet produktov na jeden nákup: 50.');
});
