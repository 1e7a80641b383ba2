import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';

const bar = (page: Page) => page.getByTestId('header-bar');

test.describe('navigation header', () => {
  test('DE: hover delay, keyboard disclosure, legal text rules, sticky hide and show', async ({ page }) => {
    const watch = watchPageErrors(page);
    await page.clock.install();
    await page.goto(siteUrl('DE'));
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav).toHaveAttribute('data-navigation', 'dynamic');
    await expect(nav.getByRole('link')).toHaveText(['Themenwelten', 'Kaffee', 'Haushalt', 'Mode', 'Sport', 'Geschenke', 'Sale']);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/usermenu');
    await page.clock.pauseAt(Date.now() + 1000);

    // Hover opens the flyout only after 300 ms.
    const coffeeButton = nav.getByRole('button', { name: 'Untermenü Kaffee' });
    await nav.getByRole('link', { name: 'Kaffee', exact: true }).hover();
    await page.clock.runFor(299);
    await expect(coffeeButton).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(1);
    await expect(coffeeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Alles in Kaffee' })).toBeVisible();
    // The flyout enters in 600 ms.
    await expect(page.locator(`#${await coffeeButton.getAttribute('aria-controls')}`)).toHaveCSS('animation-duration', '0.6s');
    await page.getByRole('button', { name: 'Kaffeebohnen' }).click();
    await expect(nav.getByRole('link', { name: 'Espresso', exact: true })).toBeVisible();
    await expect(nav.getByRole('region', { name: 'Unsere Empfehlungen' })).toContainText('Espresso');
    // Leaving the bar closes it.
    await page.mouse.move(700, 880);
    await expect(coffeeButton).toHaveAttribute('aria-expanded', 'false');

    // Theme-world flyout: sections in fixed order with badges, availability and end dates.
    await nav.getByRole('button', { name: 'Untermenü Themenwelten' }).click();
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText(['Scout-Tipps', 'Neu diese Woche', 'Weitere Themenwelten', 'Letzte Chance']);
    await expect(page.getByRole('region', { name: 'Letzte Chance' })).toContainText('Nur noch 2 Tage');
    await expect(page.getByRole('region', { name: 'Neu diese Woche' })).toContainText('Diese Woche in der Filiale');

    // Keyboard: Enter opens, Escape closes and returns focus, Tab moves on.
    await page.keyboard.press('Escape');
    const householdButton = nav.getByRole('button', { name: 'Untermenü Haushalt' });
    await householdButton.focus();
    await page.keyboard.press('Enter');
    await expect(householdButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Alles in Haushalt' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(householdButton).toHaveAttribute('aria-expanded', 'false');
    await expect(householdButton).toBeFocused();

    // Top banner legal text: closed, opens on click, closes on a second click and when a flyout opens.
    const banner = page.getByRole('region', { name: 'Aktion' });
    await expect(banner).toContainText('Nur diese Woche: 15 % auf alle Kaffeemaschinen');
    const legal = banner.getByRole('button', { name: 'Rechtliche Hinweise' });
    const legalText = banner.getByText('Gültig bis Sonntag');
    await expect(legalText).toBeHidden();
    await legal.click();
    await expect(legalText).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer))).toContain('"click_type":"open_legal"');
    await legal.click();
    await expect(legalText).toBeHidden();
    await legal.click();
    await householdButton.click();
    await expect(legalText).toBeHidden();
    await page.keyboard.press('Escape');

    // Sticky: a downward scroll hides the bar (after the 50 ms debounce), an upward one shows it.
    await page.evaluate(() => document.getElementById('main')?.append(Object.assign(document.createElement('div'), { className: 'e2e-spacer' })));
    await page.evaluate(() => document.querySelector<HTMLElement>('.e2e-spacer')?.style.setProperty('height', '4000px'));
    await legal.click();
    await page.mouse.wheel(0, 900);
    // The scroll event reaches the page on its next frame; only then does the debounce start.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(async () => (await page.clock.runFor(50), bar(page).getAttribute('data-hidden'))).toBe('true');
    await expect(legalText).toBeHidden();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo);
    await expect.poll(async () => (await page.clock.runFor(50), bar(page).getAttribute('data-hidden'))).toBe('false');
    await expect(bar(page)).toHaveAttribute('data-sticky', 'true');
    await expect(nav.getByRole('link', { name: 'Kaffee', exact: true })).toBeInViewport();
    expect(watch.errors).toEqual([]);
  });

  test('DE category page: copy label for 3 s, legal hint, promotions came with the page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const promotionRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/service/promotion/') && promotionRequests.push(new URL(request.url()).pathname));
    await page.clock.install();
    await page.goto(siteUrl('DE', '/c/coffee'));
    const category = page.getByRole('region', { name: 'Kategorie-Aktion' });
    await expect(category).toContainText('KAFFEEDE10');
    await page.clock.pauseAt(Date.now() + 1000);
    const copy = category.getByRole('button', { name: 'Code kopieren' });
    await copy.click();
    const copied = category.getByRole('button', { name: 'Code kopiert' });
    await expect(copied).toHaveAttribute('aria-disabled', 'true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('KAFFEEDE10');
    await page.clock.runFor(2999);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(category.getByRole('button', { name: 'Code kopieren' })).toBeVisible();
    await category.getByRole('button', { name: 'Bedingungen' }).click();
    await expect(category.getByText('Mindestbestellwert 20 €')).toBeVisible();
    // Both header promotions came with the page: the browser asked for neither.
    expect(promotionRequests.filter((path) => path.includes('~'))).toEqual([]);
  });

  test('DE greeting after a real login', async ({ page }) => {
    await page.goto(siteUrl('DE'));
    await expect(page.getByRole('button', { name: 'Willkommen' })).toBeVisible();
    const status = await page.evaluate(async () => {
      const csrf = document.cookie.split('; ').find((part) => part.startsWith('csrf_token='))?.split('=')[1] ?? '';
      const response = await fetch('/service/login/api/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf), 'x-hunter-site': 'DE' },
        body: JSON.stringify({ email: 'demo.de@storefront.test', password: 'Storefront-Demo-1' }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/usermenu');
    const greeting = page.getByRole('button', { name: 'Hallo Anna Schneider' });
    await greeting.click();
    await expect(page.getByText('Treuebohnen: 120')).toBeVisible();
    await expect(page.getByText('Storefront Card Mitglied')).toBeVisible();
    for (const name of ['Bestellübersicht', 'Merkzettel', 'Treuebohnen', 'Mobilfunktarif', 'Community']) {
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Logout is a form's button (a POST), not a link any other site could fire.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Abmelden', exact: true })).toBeVisible();
  });

  test('TR: four entries; navigation API down leaves the static navigation', async ({ page }) => {
    await page.goto(siteUrl('TR'));
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link')).toHaveText(['Tema dünyaları', 'Kahve', 'Ev', 'Moda', 'Hediyeler']);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/service/header-backend/api/show', (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Kampanya' })).toContainText('tüm kahve makinelerinde');
    await expect(nav).toHaveAttribute('data-navigation', 'static');
    await expect(nav.getByRole('link')).toHaveText(['Tema dünyaları', 'Kahve', 'Ev', 'Moda']);
    await expect(nav.getByRole('link', { name: 'Kahve' })).toHaveAttribute('href', '/c/coffee');
    // The static navigation shows from the start; the failure is logged once the answer came.
    await expect.poll(() => errors.some((text) => text.includes('static navigation'))).toBe(true);
  });

  test('CH_FR @phone-only: touch two-tap, app banner close survives reload', async ({ page }) => {
    await page.goto(siteUrl('CH_FR'));
    const appBanner = page.getByRole('region', { name: "Suggestion d'application" });
    await expect(appBanner).toContainText("L'application Storefront");
    await expect(appBanner.getByRole('img', { name: 'Note de 5 sur 5 étoiles, 89k avis' })).toBeVisible();
    await appBanner.getByRole('button', { name: "Fermer la suggestion d'application" }).tap();
    await expect(appBanner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveAttribute('data-navigation', 'dynamic');
    await expect(appBanner).toBeHidden();

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const coffee = nav.getByRole('link', { name: 'Café', exact: true });
    await coffee.tap();
    await expect(nav.getByRole('button', { name: 'Sous-menu Café' })).toHaveAttribute('aria-expanded', 'true');
    expect(new URL(page.url()).pathname).toBe('/');
    await coffee.tap();
    await expect(page).toHaveURL(/\/c\/coffee$/);
  });
});
