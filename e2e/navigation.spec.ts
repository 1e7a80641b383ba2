import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { hydrated, siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { renderInTheBrowser } from './support/browserRendering';
import { BROWSER_RENDERING_COOKIE } from '../apps/document-server/src/browserRendering';

// Hover and keyboard timings run on Playwright's clock from the first script on, and the navigation
// API is failed in the browser; the server-rendered header is server-rendering.spec's.
renderInTheBrowser();

const bar = (page: Page) => page.getByTestId('header-bar');
/** The header's scroll debounce (apps/navigation/src/app/header/constants.ts). */
const SCROLL_DEBOUNCE_MS = 50;

/** Scrolls at once (no smooth scrolling, so exactly one scroll event) and waits for that event. */
async function scrollAndAwaitEvent(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: to, behavior: 'instant' });
      }),
    top,
  );
}

const dataLayerOf = (page: Page) => page.evaluate(() => JSON.stringify(window.dataLayer ?? []));

test.describe('navigation header', () => {
  test('DE, rendered in the browser: late promotions never move the page; an add pressed before they come and released after lands', async ({
    page,
  }) => {
    // The header waits for its promotions before it shows (apps/navigation/src/features/promotions/
    // browserHeaderPromotions.ts). Before, it showed without them and the 40 px top banner pushed the
    // page down after: a click pressed before and released after hit nothing (CI, 2026-11-26/27).
    const PROMOTION_DELAY_MS = 300;
    await page.route('**/service/promotion/api/promotion/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, PROMOTION_DELAY_MS));
      await route.continue();
    });
    await page.goto(siteUrl('DE', '/p/100001'));
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^In den Warenkorb: Barista Espresso/ });
    await expect(add).toBeVisible();
    const before = await add.boundingBox();
    await add.hover();
    await page.mouse.down();
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.mouse.up();
    await expect(page.getByRole('link', { name: /^Warenkorb,/ })).toHaveAccessibleName(
      'Warenkorb, 1 Artikel',
    );
    expect(await add.boundingBox()).toEqual(before);
  });

  for (const address of ['/', '/p/100001']) {
    test(`DE ${address}, rendered in the browser: once shown, nothing on the page is moved up or down by what arrives after`, async ({
      page,
    }) => {
      // Header and footer wait for their data and nested slots before they show (navigation's
      // browserHeaderPromotions, footer's browserFooterData, the shell's ownPlaceholder=false).
      await page.addInitScript(() => {
        const moves: string[] = [];
        (window as unknown as { verticalMoves: string[] }).verticalMoves = moves;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[])
            for (const { node, previousRect, currentRect } of entry.sources)
              if (previousRect.y !== currentRect.y)
                moves.push(`${node?.nodeName ?? '?'} ${previousRect.y} → ${currentRect.y}`);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(siteUrl('DE', address));
      await hydrated(page);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { verticalMoves: string[] }).verticalMoves),
      ).toEqual([]);
    });
  }

  test('DE: hover delay, keyboard disclosure, legal text rules, sticky hide and show', async ({
    page,
  }) => {
    const watch = watchPageErrors(page);
    await page.clock.install();
    await page.goto(siteUrl('DE'));
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav).toHaveAttribute('data-navigation', 'dynamic');
    // HSC-2.2-1: the first entry is the theme-world overview, followed by the navigation data's entries.
    await expect(nav.getByRole('link')).toHaveText([
      'Themenwelten',
      'Kaffee',
      'Haushalt',
      'Mode',
      'Sport',
      'Geschenke',
      'Sale',
    ]);
    // HSC-6-1: a logged-out visitor's user icon says sign in.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/usermenu',
    );
    await page.clock.pauseAt(Date.now() + 1000);

    // Hover opens the flyout only after 300 ms.
    const coffeeButton = nav.getByRole('button', { name: 'Untermenü Kaffee' });
    await nav.getByRole('link', { name: 'Kaffee', exact: true }).hover();
    await page.clock.runFor(299);
    await expect(coffeeButton).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(1);
    await expect(coffeeButton).toHaveAttribute('aria-expanded', 'true');
    // HSC-1-2: the main navigation bar's entries open flyouts.
    await expect(page.getByRole('link', { name: 'Alles in Kaffee' })).toBeVisible();
    expect(await dataLayerOf(page)).toContain(
      '{"event":"ga_event","eventCategory":"navigation","eventAction":"flyout","eventLabel":"/c/coffee"}',
    );
    // A flyout on the sticky header locks the page behind it, also before the bar is scrolled past.
    expect(await page.evaluate(() => [window.scrollY, document.body.style.position])).toEqual([
      0,
      'fixed',
    ]);
    // The flyout enters in 600 ms.
    await expect(page.locator(`#${await coffeeButton.getAttribute('aria-controls')}`)).toHaveCSS(
      'animation-duration',
      '0.6s',
    );
    // HSC-2.2-5 / HSC-4.7-6: the drill-down's tree item opens by click and shows its children and the teaser list.
    await page.getByRole('button', { name: 'Kaffeebohnen' }).click();
    await expect(nav.getByRole('link', { name: 'Espresso', exact: true })).toBeVisible();
    await expect(nav.getByRole('region', { name: 'Unsere Empfehlungen' })).toContainText(
      'Espresso',
    );
    // HSC-4.7-2: leaving the bar closes it.
    await page.mouse.move(700, 880);
    await expect(coffeeButton).toHaveAttribute('aria-expanded', 'false');
    // HSC-2.2-5: the drill-down's close button closes it and gives the focus back.
    await coffeeButton.click();
    await nav.getByRole('button', { name: 'Schließen' }).click();
    await expect(coffeeButton).toHaveAttribute('aria-expanded', 'false');
    await expect(coffeeButton).toBeFocused();
    // HSC-4.7-2: a click outside the navigation closes it too.
    await coffeeButton.click();
    await expect(coffeeButton).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(700, 880);
    await expect(coffeeButton).toHaveAttribute('aria-expanded', 'false');

    // HSC-1-2 / HSC-2.2-4 / HSC-3.5-1: the theme-world flyout's teasers, its sections in fixed order with
    // badges, availability and end dates.
    await nav.getByRole('button', { name: 'Untermenü Themenwelten' }).click();
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText([
      'Scout-Tipps',
      'Neu diese Woche',
      'Weitere Themenwelten',
      'Letzte Chance',
    ]);
    await expect(page.getByRole('region', { name: 'Letzte Chance' })).toContainText(
      'Nur noch 2 Tage',
    );
    // HSC-3.5-2: an availability key's text (thisWeekStore), and below the loyalty-card flag's.
    await expect(page.getByRole('region', { name: 'Neu diese Woche' })).toContainText(
      'Diese Woche in der Filiale',
    );
    await expect(page.getByRole('region', { name: 'Scout-Tipps' })).toContainText(
      'Mit Storefront Card',
    );
    // HSC-3.5-3: the seeded cutout of "Gemütlicher Herbst" (focus 0.3 × 0.6, zoom 1.2) cuts its picture.
    const autumn = page
      .getByRole('region', { name: 'Scout-Tipps' })
      .getByRole('link', { name: 'Gemütlicher Herbst' })
      .locator('img');
    await expect(autumn).toHaveCSS('object-position', '30% 60%');
    await expect(autumn).toHaveCSS('transform', 'matrix(1.2, 0, 0, 1.2, 0, 0)');
    // Zoomed around the focus point, inside a frame that clips it.
    expect(
      await autumn.evaluate((image) => {
        const [x, y] = getComputedStyle(image).transformOrigin.split(' ').map(parseFloat);
        return [
          Math.round(((x ?? 0) / image.clientWidth) * 100),
          Math.round(((y ?? 0) / image.clientHeight) * 100),
          getComputedStyle(image.parentElement!).overflow,
        ];
      }),
    ).toEqual([30, 60, 'hidden']);

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
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer))).toContain(
      '"click_type":"open_legal"',
    );
    await legal.click();
    await expect(legalText).toBeHidden();
    await legal.click();
    await householdButton.click();
    await expect(legalText).toBeHidden();
    await page.keyboard.press('Escape');
    // Scrolling is ignored while a flyout is open: the scroll below starts once it is closed.
    await expect(householdButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveCSS('position', 'fixed');

    // Sticky: a downward scroll hides the bar (after the 50 ms debounce), an upward one shows it.
    await page.evaluate(() =>
      document
        .getElementById('main')
        ?.append(Object.assign(document.createElement('div'), { className: 'e2e-spacer' })),
    );
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('.e2e-spacer')?.style.setProperty('height', '4000px'),
    );
    await legal.click();
    // The open legal text closes with the first scroll; the page's height changes with it, and the
    // browser's scroll anchoring may send a second scroll event, which restarts the debounce. So the
    // first scroll only shows the bar hidden and the legal text closed...
    await scrollAndAwaitEvent(page, 900);
    await page.clock.runFor(SCROLL_DEBOUNCE_MS * 2);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'true');
    await expect(legalText).toBeHidden();
    // ...and the next two, with nothing else moving, show the debounce to the millisecond: one
    // instant scroll, and the wait for its scroll event, where the 50 ms start.
    await scrollAndAwaitEvent(page, 600);
    await page.clock.runFor(SCROLL_DEBOUNCE_MS - 1);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'true');
    await page.clock.runFor(1);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    await scrollAndAwaitEvent(page, 1500);
    await page.clock.runFor(SCROLL_DEBOUNCE_MS - 1);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    await page.clock.runFor(1);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'true');
    await expect(nav.getByRole('link', { name: 'Kaffee', exact: true })).not.toBeInViewport();
    // A keyboard user's focus inside the hidden bar brings it into view; leaving it hides it again.
    await nav.getByRole('link', { name: 'Kaffee', exact: true }).focus();
    await expect(nav.getByRole('link', { name: 'Kaffee', exact: true })).toBeInViewport();
    await nav.getByRole('link', { name: 'Kaffee', exact: true }).blur();
    await expect(nav.getByRole('link', { name: 'Kaffee', exact: true })).not.toBeInViewport();
    await scrollAndAwaitEvent(page, 1200);
    await page.clock.runFor(SCROLL_DEBOUNCE_MS);
    await expect(bar(page)).toHaveAttribute('data-hidden', 'false');
    await expect(bar(page)).toHaveAttribute('data-sticky', 'true');
    await expect(nav.getByRole('link', { name: 'Kaffee', exact: true })).toBeInViewport();
    expect(watch.errors).toEqual([]);
  });

  test('DE category page: copy label for 3 s, legal hint, promotions came with the page', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The promotions come with the server-rendered page: this test wants the server's render.
    await context.clearCookies({ name: BROWSER_RENDERING_COOKIE });
    const promotionRequests: string[] = [];
    page.on(
      'request',
      (request) =>
        request.url().includes('/service/promotion/') &&
        promotionRequests.push(new URL(request.url()).pathname),
    );
    await page.clock.install();
    await page.goto(siteUrl('DE', '/c/coffee'));
    const category = page.getByRole('region', { name: 'Kategorie-Aktion' });
    await expect(category).toContainText('KAFFEEDE10');
    // The label's 3 s are the subject here, so the click goes to the hydrated button (a click on the
    // server's button before its script runs is issue 32's; once in a fresh clone it was lost).
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 1000);
    // HSC-2.2-7 / HSC-4.5-1: the category banner's voucher code copies; the success label shows for 3 s, inactive meanwhile.
    const copy = category.getByRole('button', { name: 'Code kopieren' });
    await copy.click();
    const copied = category.getByRole('button', { name: 'Code kopiert' });
    await expect(copied).toHaveAttribute('aria-disabled', 'true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('KAFFEEDE10');
    expect(await dataLayerOf(page)).toContain(
      '{"event":"ga_event","eventCategory":"promotion","eventAction":"copy","eventLabel":"~category_coffee"}',
    );
    expect(await dataLayerOf(page)).toContain(
      '{"event":"promotion_click","click_type":"copy","click_target":"KAFFEEDE10","specification":"SEARCH"}',
    );
    await page.clock.runFor(2999);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(category.getByRole('button', { name: 'Code kopieren' })).toBeVisible();
    await category.getByRole('button', { name: 'Bedingungen' }).click();
    await expect(category.getByText('Mindestbestellwert 20 €')).toBeVisible();
    // Both header promotions came with the page: the browser asked for neither.
    expect(promotionRequests.filter((path) => path.includes('~'))).toEqual([]);
  });

  test('CZ: benefits strip from the promotion service, service links; promotions asked in the browser carry x-hunter-site', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('CZ'));
    const benefits = page.getByRole('navigation', { name: 'Vaše výhody' });
    await expect(benefits.getByRole('link')).toHaveText([
      'Doprava zdarma od 999 Kč',
      '10% sleva za newsletter',
      'Prodejny po celé zemi',
      'Zákaznický servis',
    ]);
    // HSC-2.1-4: the newsletter page is /subscribenewsletter here as on every site.
    await expect(benefits.getByRole('link', { name: '10% sleva za newsletter' })).toHaveAttribute(
      'href',
      '/subscribenewsletter',
    );
    const header = page.getByRole('banner');
    // HSC-1-3 / HSC-2.1-1: the logo and the icons for store finder, user menu and cart, with their targets.
    await expect(header.getByRole('link', { name: /^Storefront – / })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Prodejny', exact: true })).toHaveAttribute(
      'href',
      '/service/storefinder/search',
    );
    await expect(header.getByRole('link', { name: 'Přihlásit se', exact: true })).toHaveAttribute(
      'href',
      '/usermenu',
    );
    await expect(header.getByRole('link', { name: /^Košík,/ })).toHaveAttribute(
      'href',
      '/service/cartfrontend/cart',
    );
    const service = page.getByRole('navigation', { name: 'Služby' });
    await expect(service.getByRole('link')).toHaveText([
      'Nápověda a FAQ',
      'Vyzvednutí na prodejně',
      'Storefront Card',
    ]);
    const serviceBenefit = benefits.getByRole('link', { name: 'Zákaznický servis' });
    await expect(serviceBenefit).toHaveAttribute('href', '/contact');
    // Stay on the page to read its data layer: the click is tracked before the browser would leave.
    await serviceBenefit.evaluate((link) =>
      link.addEventListener('click', (event) => event.preventDefault()),
    );
    await serviceBenefit.click();
    expect(await dataLayerOf(page)).toContain(
      '{"event":"ga_event","eventCategory":"promotion","eventAction":"click","eventLabel":"service"}',
    );

    // With a preview cookie the browser asks the promotion service itself, naming the site.
    const sites = new Map<string, string | undefined>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/service/promotion/api/promotion/'))
        sites.set(
          decodeURIComponent(pathname.split('/').pop() ?? ''),
          request.headers()['x-hunter-site'],
        );
    });
    await context.addCookies([{ name: 'preview', value: 'true', url: siteUrl('CZ') }]);
    await page.goto(siteUrl('CZ'));
    await expect(benefits.getByRole('link')).toHaveCount(4);
    await expect
      .poll(() => Object.fromEntries(sites))
      .toMatchObject({ '~header_top': 'CZ', '~header_benefits': 'CZ' });
    expect(new Set(sites.values())).toEqual(new Set(['CZ']));
  });

  test('the reduced header shows the secure-purchase hint and no icons, search, promotions or navigation', async ({
    page,
  }) => {
    await page.goto(siteUrl('HU', '/?reduced=true'));
    const header = page.getByRole('banner');
    // HSC-1-7: the reduced header shows a secure-purchase hint and no icons.
    await expect(header.getByText('Biztonságos vásárlás')).toBeVisible();
    await expect(header.getByRole('link')).toHaveCount(1);
    await expect(header.getByRole('link')).toHaveAttribute('href', '/');
    await expect(header.getByRole('search')).toHaveCount(0);
    await expect(header.getByRole('navigation')).toHaveCount(0);
    await expect(header.getByRole('region')).toHaveCount(0);
  });

  // NFPL-2.2-11 (one rule for header and footer, issue 31 item 4): an affiliate number reduces the
  // header like the footer; the native app's cookie, whatever its value, reduces neither.
  test('NFPL-2.2-11: an affiliate number reduces header and footer together; the native app cookie reduces neither', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'storefront-app', value: 'true', url: siteUrl('DE') }]);
    await page.goto(siteUrl('DE'));
    await expect(page.getByRole('banner')).toHaveAttribute('data-reduced', 'false');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-reduced', 'false');
    await context.clearCookies();
    await context.addCookies([{ name: 'affiliateNumber', value: '123456', url: siteUrl('DE') }]);
    await page.goto(siteUrl('DE'));
    await expect(page.getByRole('banner')).toHaveAttribute('data-reduced', 'true');
    await expect(page.getByRole('banner').getByText('Sicher einkaufen')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-reduced', 'true');
  });

  test('DE greeting after a real login', async ({ page }) => {
    await page.goto(siteUrl('DE'));
    await expect(page.getByRole('button', { name: 'Willkommen' })).toBeVisible();
    const status = await page.evaluate(async () => {
      const csrf =
        document.cookie
          .split('; ')
          .find((part) => part.startsWith('csrf_token='))
          ?.split('=')[1] ?? '';
      const response = await fetch('/service/login/api/v1/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': decodeURIComponent(csrf),
          'x-hunter-site': 'DE',
        },
        body: JSON.stringify({ email: 'demo.de@storefront.test', password: 'Storefront-Demo-1' }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.reload();
    // HSC-6-1: logged in, the user icon says profile (my account).
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Mein Konto' }),
    ).toHaveAttribute('href', '/usermenu');
    const greeting = page.getByRole('button', { name: 'Hallo Anna Schneider' });
    await greeting.click();
    await expect(page.getByText('Treuebohnen: 120')).toBeVisible();
    await expect(page.getByText('Storefront Card Mitglied')).toBeVisible();
    for (const name of [
      'Bestellübersicht',
      'Merkzettel',
      'Treuebohnen',
      'Mobilfunktarif',
      'Community',
    ]) {
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Logout is a form's button (a POST), not a link any other site could fire.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Abmelden', exact: true }),
    ).toBeVisible();
  });

  test('HSC-3.1-9: the top banner shows its short headline where space is short (below 767 px), its headline from there on, on the server’s HTML already', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const banner = page.getByRole('region', { name: 'Aktion' });
    const long = banner.getByText('Nur diese Woche: 15 % auf alle Kaffeemaschinen');
    const short = banner.getByText('15 % auf Kaffeemaschinen', { exact: true });
    for (const [width, shown, hidden] of [
      [766, short, long],
      [767, long, short],
      [375, short, long],
      [1280, long, short],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(siteUrl('DE'));
      await expect(shown, `${width} px`).toBeVisible();
      await expect(hidden, `${width} px`).toBeHidden();
    }
  });

  test('TR: four entries; navigation API down leaves the static navigation', async ({ page }) => {
    await page.goto(siteUrl('TR'));
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link')).toHaveText([
      'Tema dünyaları',
      'Kahve',
      'Ev',
      'Moda',
      'Hediyeler',
    ]);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/service/header-backend/api/show', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }),
    );
    await page.reload();
    await expect(page.getByRole('region', { name: 'Kampanya' })).toContainText(
      'tüm kahve makinelerinde',
    );
    // HSC-8-2: a failed navigation fetch leaves the static navigation shown, and is logged.
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
    await expect(
      appBanner.getByRole('img', { name: 'Note de 5 sur 5 étoiles, 89k avis' }),
    ).toBeVisible();
    await appBanner.getByRole('button', { name: "Fermer la suggestion d'application" }).tap();
    await expect(appBanner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveAttribute(
      'data-navigation',
      'dynamic',
    );
    await expect(appBanner).toBeHidden();

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const coffee = nav.getByRole('link', { name: 'Café', exact: true });
    // HSC-2.2-3: on touch the first tap opens the flyout, the second follows the link.
    await coffee.tap();
    await expect(nav.getByRole('button', { name: 'Sous-menu Café' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(new URL(page.url()).pathname).toBe('/');
    await coffee.tap();
    await expect(page).toHaveURL(/\/c\/coffee$/);
  });
});
