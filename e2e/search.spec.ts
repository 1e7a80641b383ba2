import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { renderInTheBrowser } from './support/browserRendering';

// Typing starts at once and each keystroke's suggestion call is watched; the server-rendered search
// form and results page are server-rendering.spec's.
renderInTheBrowser();

const SUGGESTIONS = '**/service/searchfrontend/api/suggestions?*';

/** Counts the suggestion requests per q, so a test can prove what was (not) asked. */
function countSuggestionRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/service/searchfrontend/api/suggestions') return;
    const q = url.searchParams.get('q') ?? '';
    counts.set(q, (counts.get(q) ?? 0) + 1);
  });
  return counts;
}

test.describe('search box', () => {
  test('DE: suggestions from 2 characters, keyboard wraps and copies, Enter searches, keywords redirect', async ({
    page,
  }) => {
    const watch = watchPageErrors(page);
    const requests = countSuggestionRequests(page);
    const cacheKeyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/service/searchfrontend/api/cachekey'))
        cacheKeyCalls.push(request.url());
    });
    await page.goto(siteUrl('DE'));
    const box = page.getByRole('combobox', { name: 'Suche' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // HSC-9-13: spec section 9: the box is 170 px wide, 408 px with focus; the suggestion panel 550 px.
    await expect(box).toHaveCSS('width', '170px');

    await box.fill('k');
    await box.fill('kaf');
    // HSC-1-3: the header's search box with suggestions.
    const listbox = page.getByRole('listbox', { name: 'Suchvorschläge' });
    await expect(listbox).toBeVisible();
    expect(requests.get('k')).toBeUndefined();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveCSS('width', '408px');
    await expect(listbox).toHaveCSS('width', '550px');
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(5);
    await expect(
      page.getByRole('status').filter({ hasText: `${count} Vorschläge verfügbar` }),
    ).toHaveCount(1);
    await expect(
      listbox.getByRole('group', { name: 'Suchbegriffe' }).getByRole('option').first(),
    ).toHaveText('Kaffee');
    await expect(listbox.getByRole('group', { name: 'Produkte' }).getByRole('option')).toHaveCount(
      5,
    );
    await expect(listbox.locator('mark').first()).toHaveText('Kaf');
    const axe = await new AxeBuilder({ page }).include('form[role="search"]').analyze();
    expect(
      axe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      ),
    ).toEqual([]);
    expect(cacheKeyCalls).toHaveLength(1);

    // Up from the start wraps to the last option (a product) and copies its title into the box.
    await box.press('ArrowUp');
    const last = options.last();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id'))!);
    await expect(box).toHaveValue((await last.textContent())!);
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveValue('Kaffee');
    // Copying into the box does not ask for new suggestions.
    expect(requests.get('Kaffee')).toBeUndefined();

    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(siteUrl('DE', '/search?query=Kaffee'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Kaffee“' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toContainText(
      'Kaffee',
    );
    // The address pre-fills the box.
    await expect(page.getByRole('combobox', { name: 'Suche' })).toHaveValue('Kaffee');

    // A keyword of the DE table goes to its target; a typed address is only searched for.
    await page.getByRole('combobox', { name: 'Suche' }).fill('  Warenkorb ');
    await page.getByRole('combobox', { name: 'Suche' }).press('Enter');
    await expect(page).toHaveURL(siteUrl('DE', '/service/cartfrontend/cart'));
    await page.getByRole('combobox', { name: 'Suche' }).fill('//evil.example/x');
    // Enter rather than a click: the cart page's promotion banner may still push the header down.
    await page.getByRole('combobox', { name: 'Suche' }).press('Enter');
    await expect(page).toHaveURL(
      siteUrl('DE', `/search?query=${encodeURIComponent('//evil.example/x')}`),
    );
    expect(watch.errors).toEqual([]);
  });

  test('HU: diacritics-insensitive suggestions, product click with query, dim1 and tracking entries, keyword', async ({
    page,
  }) => {
    await page.goto(siteUrl('HU'));
    const box = page.getByRole('combobox', { name: 'Keresés' });
    await box.fill('szurke');
    const products = page
      .getByRole('listbox', { name: 'Keresési javaslatok' })
      .getByRole('group', { name: 'Termékek' })
      .getByRole('option');
    await expect(products).toHaveCount(5);
    const first = products.first();
    await expect(first.locator('mark')).toHaveText('szürke');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/p\/3\d{5}\?query=szurke&dim1=size-[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const productId = new URL(page.url()).pathname.split('/')[2]!;
    const entries = await page.evaluate(() =>
      Object.fromEntries(
        Object.entries(localStorage).filter(([key]) => key.startsWith('search-tracking:')),
      ),
    );
    expect(Object.keys(entries).sort()).toEqual([
      `search-tracking:add-to-basket:${productId}`,
      `search-tracking:visit-product-page:${productId}`,
    ]);
    const visit = JSON.parse(entries[`search-tracking:visit-product-page:${productId}`]!);
    const basket = JSON.parse(entries[`search-tracking:add-to-basket:${productId}`]!);
    expect(visit).toMatchObject({ productId, searchTerm: 'szurke', event: 'visit-product-page' });
    expect(visit.sessionId).toMatch(/^[\w-]{16,}$/);
    expect(basket.sessionId).toBe(visit.sessionId);

    await page.getByRole('combobox', { name: 'Keresés' }).fill('Kosár');
    await page.getByRole('combobox', { name: 'Keresés' }).press('Enter');
    await expect(page).toHaveURL(siteUrl('HU', '/service/cartfrontend/cart'));
  });

  test('TR: suggestions recover when the API fails with 500 twice, within the retries', async ({
    page,
  }) => {
    await page.clock.install();
    let calls = 0;
    await page.route(SUGGESTIONS, (route) => {
      if (new URL(route.request().url()).searchParams.get('q') !== 'kahve') return route.continue();
      calls += 1;
      return calls <= 2
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: '{"type":"x","title":"down","status":500}',
          })
        : route.continue();
    });
    await page.goto(siteUrl('TR', '/search?query=kazak'));
    await expect(
      page.getByRole('heading', { level: 1, name: '"kazak" için arama sonuçları' }),
    ).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Ara' });
    await expect(box).toHaveValue('kazak');

    await box.fill('kahve');
    await expect.poll(() => calls).toBe(1);
    const listbox = page.getByRole('listbox', { name: 'Arama önerileri' });
    await expect(listbox).toBeHidden();
    // Advance the page's clock in small steps until the retry timer (2 s) has fired twice.
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return calls;
      })
      .toBe(3);
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('option', { name: 'Kahve', exact: true })).toBeVisible();
    expect(calls).toBe(3);

    // Down from nothing takes the first option; Up wraps to the last.
    await box.press('ArrowDown');
    await expect(box).toHaveValue('Kahve');
    await box.press('ArrowUp');
    await expect(listbox.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await box.fill('Sepet');
    await box.press('Enter');
    await expect(page).toHaveURL(siteUrl('TR', '/service/cartfrontend/cart'));
  });

  // HSC-9-13: spec 9 "270 and 350 px (flyout)": the flyout's panel is 350 px wide from 668 px on.
  test('HSC-9-13: the flyout panel is 350 px wide on a wider phone @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto(siteUrl('DE'));
    await page.getByRole('button', { name: 'Suche öffnen' }).click();
    const flyout = page.getByRole('dialog', { name: 'Suche' });
    await flyout.getByRole('combobox', { name: 'Suche' }).fill('espresso');
    const listbox = flyout.getByRole('listbox', { name: 'Suchvorschläge' });
    await expect(listbox.getByRole('option').first()).toHaveText('Espresso');
    await expect(listbox).toHaveCSS('width', '350px');
  });

  test('the phone flyout opens over an overlay, hides products, and its back button uses history or the app @phone-only', async ({
    page,
  }) => {
    await page.goto(siteUrl('DE'));
    const open = page.getByRole('button', { name: 'Suche öffnen' });
    await open.click();
    await expect(page.locator('html')).toHaveClass(/\bsearch-flyout-open\b/);
    await expect(page.locator('[data-search-overlay]')).toBeVisible();
    const flyout = page.getByRole('dialog', { name: 'Suche' });
    const box = flyout.getByRole('combobox', { name: 'Suche' });
    await expect(box).toBeFocused();
    await box.fill('espresso');
    const listbox = flyout.getByRole('listbox', { name: 'Suchvorschläge' });
    await expect(listbox.getByRole('option').first()).toHaveText('Espresso');
    // HSC-4.10-4: the inline flyout variant hides product suggestions.
    await expect(listbox.getByRole('group', { name: 'Produkte' })).toHaveCount(0);
    // HSC-9-13: the flyout's panel is 270 px wide below 668 px (the phone is 412 px wide).
    await expect(listbox).toHaveCSS('width', '270px');

    await flyout.getByRole('button', { name: 'Zurück' }).click();
    await expect(flyout).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/\bsearch-flyout-open\b/);
    await expect(page).toHaveURL(siteUrl('DE', '/'));
    await expect(open).toBeFocused();

    // Inside the native app the back button calls the app's back action.
    await page.evaluate(() => {
      const win = window as unknown as {
        storefrontNativeApp: { back(): void };
        nativeBacks: number;
      };
      win.nativeBacks = 0;
      win.storefrontNativeApp = { back: () => (win.nativeBacks += 1) };
    });
    await open.click();
    await page
      .getByRole('dialog', { name: 'Suche' })
      .getByRole('button', { name: 'Zurück' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Suche' })).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { nativeBacks: number }).nativeBacks),
    ).toBe(1);
  });
});
