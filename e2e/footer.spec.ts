import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { SITES, SITE_CONFIG, type Site } from '@storefront/contracts';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { DEMO_CUSTOMER_PASSWORD, demoCustomerEmail } from './support/logins';

const CONTENT_PATH = '**/service/promotion/api/promotion/SHOP_FOOTER';

/** Per site: a group heading and a market fact from its seeded footer content, in its language. */
const MARKETS: Record<Site, { group: string; fact: string }> = {
  DE: { group: 'Rücksendung', fact: '30 Tage Rückgaberecht – einfach und kostenlos.' },
  AT: { group: 'Rücksendung', fact: '14 Tage Rückgaberecht – einfach und kostenlos.' },
  CH: { group: 'Rücksendung', fact: '3 Monate Rückgaberecht – einfach und kostenlos.' },
  CH_FR: { group: 'Retours', fact: 'Droit de retour de 3 mois – simple et gratuit.' },
  CZ: { group: 'Doprava', fact: 'Doprava zdarma od 999 Kč, pro držitele StorefrontCard již od 499 Kč.' },
  HU: { group: 'Visszaküldés', fact: '30 napos visszaküldési jog.' },
  PL: { group: 'Dostawa', fact: 'Darmowa dostawa od 100 zł.' },
  SK: { group: 'Doprava', fact: 'Doprava zadarmo od 40 EUR, s vernostnou kartou StorefrontCard už od 20 EUR.' },
  TR: { group: 'Yardım ve iletişim', fact: 'Müşteri hizmetlerimiz her gün 09:00-19:00 saatleri arasında hizmetinizdedir.' },
};

const footerOf = (page: Page) => page.getByRole('contentinfo');
/** The newsletter block above the footer: the newsletter remote's teaser, or the shell's link when that remote is down. */
const newsletterBlock = (page: Page) => page.locator('[data-boundary="newsletter"], [data-fallback="newsletter"]');

test.describe('footer', () => {
  test('shows each market its own content in its language on all nine sites, asking the A/B service and psdata once', async ({ page }) => {
    test.slow();
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/getassignment|psdata|SHOP_FOOTER/.test(url.pathname)) calls.push(url.pathname.split('/').pop() ?? '');
    });
    const watch = watchPageErrors(page);
    for (const site of SITES) {
      calls.length = 0;
      await page.goto(siteUrl(site));
      await expect(page.locator('html')).toHaveAttribute('lang', SITE_CONFIG[site].locale);
      const footer = footerOf(page);
      const group = footer.getByRole('region', { name: MARKETS[site].group });
      await expect(group, site).toContainText(MARKETS[site].fact);
      await expect(footer.getByRole('navigation').last().getByRole('button', { name: SITE_CONFIG[site].label })).toBeVisible();
      await expect(footer.getByRole('img').first()).toBeVisible();
      if (site === 'TR') {
        const carriers = footer.getByRole('list', { name: 'Teslimat' });
        for (const carrier of ['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo', 'PTT Kargo']) await expect(carriers.getByRole('img', { name: carrier })).toBeVisible();
      }
      if (site === 'SK') await expect(footer).toContainText('* Všetky ceny sú uvedené vrátane DPH a bez poštovného, ak nie je uvedené inak.');
      await expect(newsletterBlock(page)).toBeVisible();
      expect(calls.filter((call) => call === 'getassignment'), site).toEqual(['getassignment']);
      // The header's greeting asks psdata; the footer's newsletter rule no longer waits for it
      // (nl_status comes from customer info), so it may come after the block shows.
      await expect.poll(() => calls.filter((call) => call === 'psdata'), { message: site }).toEqual(['psdata']);
    }
    // Every logo, icon and flag the last page shows is a served SVG (no broken pictures).
    const sources = await footerOf(page).locator('img').evaluateAll((images) => [...new Set(images.map((image) => (image as HTMLImageElement).src))]);
    expect(sources.length).toBeGreaterThan(15);
    for (const source of sources) {
      // The images are host-independent; the API request context cannot resolve *.localhost names.
      const url = new URL(source);
      url.hostname = 'localhost';
      const response = await page.request.get(url.toString());
      expect([source, response.status(), response.headers()['content-type']]).toEqual([source, 200, 'image/svg+xml']);
    }
    expect(watch.errors).toEqual([]);
  });

  test('the country selector moves between sites; the view switch persists the mobile view; links land on pages', async ({ page }) => {
    await page.goto(siteUrl('DE'));
    const footer = footerOf(page);
    const selector = footer.getByRole('navigation', { name: 'Land auswählen' });
    await selector.getByRole('button', { name: 'Deutschland' }).click();
    await expect(selector.getByRole('link', { name: 'Deutschland' })).toHaveAttribute('aria-current', 'true');
    const audit = await new AxeBuilder({ page }).include('[data-boundary="footer"]').analyze();
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await selector.getByRole('link', { name: 'Magyarország' }).click();
    await expect(page).toHaveURL(siteUrl('HU'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu-HU');
    const huSelector = footerOf(page).getByRole('navigation', { name: 'Ország kiválasztása' });
    await expect(huSelector.getByRole('button', { name: 'Magyarország' })).toBeVisible();

    await footerOf(page).getByRole('link', { name: 'Kapcsolatfelvételi űrlap' }).click();
    await expect(page).toHaveURL(siteUrl('HU', '/contact'));
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'content');
    await footerOf(page).getByRole('link', { name: 'Karrier' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'content');

    await footerOf(page).getByRole('button', { name: 'Mobil nézet' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'MATCH');
    await expect(footerOf(page).getByRole('button', { name: 'Segítség és kapcsolat' })).toHaveAttribute('aria-expanded', 'false');
    await footerOf(page).getByRole('button', { name: 'Asztali nézet' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'CLASSIC');
    await expect(footerOf(page).getByRole('region', { name: 'Segítség és kapcsolat' })).toBeVisible();
  });

  test('on a phone the teaser groups are an accordion and the country selector is hidden @phone-only', async ({ page }) => {
    await page.goto(siteUrl('PL'));
    const footer = footerOf(page);
    const delivery = footer.getByRole('button', { name: 'Dostawa' });
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByText('Darmowa dostawa od 100 zł.', { exact: false })).toBeHidden();
    await delivery.click();
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByText('Darmowa dostawa od 100 zł.', { exact: false })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Do aplikacji' })).toBeHidden();
    await footer.getByRole('button', { name: 'Pomoc i kontakt' }).click();
    await expect(footer.getByRole('link', { name: 'Do aplikacji' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Wybierz kraj' })).toHaveCount(0);
    await expect(footer.getByRole('button', { name: 'Wersja na komputer' })).toBeVisible();
  });

  test('the reduced footer, by flag or affiliate cookie, leaves out the newsletter, company groups, search links and social icons', async ({ page, context }) => {
    const expectReduced = async () => {
      const footer = footerOf(page);
      await expect(footer.getByRole('region', { name: 'Hilfe & Kontakt' })).toBeVisible();
      await expect(footer).toHaveAttribute('data-reduced', 'true');
      await expect(footer.getByRole('region', { name: 'Über uns' })).toHaveCount(0);
      await expect(footer.getByRole('region', { name: 'StorefrontCard' })).toHaveCount(0);
      await expect(footer.getByRole('heading', { name: 'Beliebte Kategorien' })).toHaveCount(0);
      await expect(footer.getByRole('heading', { name: 'Folgen Sie uns' })).toHaveCount(0);
      await expect(newsletterBlock(page)).toHaveCount(0);
      await expect(footer.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' })).toBeVisible();
    };
    await page.goto(siteUrl('DE'));
    await expect(footerOf(page).getByRole('region', { name: 'Über uns' })).toBeVisible();
    await expect(footerOf(page).getByRole('heading', { name: 'Folgen Sie uns' })).toBeVisible();
    await page.goto(siteUrl('DE', '/?reduced=true'));
    await expectReduced();
    await context.addCookies([{ name: 'affiliateNumber', value: '123456', url: siteUrl('DE') }]);
    await page.goto(siteUrl('DE'));
    await expectReduced();
  });

  test('a logged-in customer who signed up sees no newsletter block: nl_status from customer-info for the long-term token’s login id', async ({ page }) => {
    const loginIds: string[] = [];
    page.on('request', (request) => {
      const match = /\/service\/login\/api\/v1\/customer-info\/([^/?]+)$/.exec(new URL(request.url()).pathname);
      if (match?.[1]) loginIds.push(match[1]);
    });
    await page.goto(siteUrl('SK'));
    const status = await page.evaluate(async (account) => {
      const csrf = document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/service/login/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, 'x-hunter-site': 'SK' }, body: JSON.stringify(account) });
      return response.status;
    }, { email: demoCustomerEmail('SK'), password: DEMO_CUSTOMER_PASSWORD });
    expect(status).toBe(200);
    const longTerm = (await page.context().cookies(siteUrl('SK'))).find((cookie) => cookie.name === 'LongTermToken')?.value ?? '';
    const lid = (JSON.parse(Buffer.from(longTerm.split('.')[1] ?? '', 'base64url').toString()) as { lid?: string }).lid;
    expect(lid).toBeTruthy();

    // Not yet subscribed (nl_status null): the block shows; the customer signs up in it.
    await page.reload();
    const block = page.locator('[data-boundary="newsletter"]');
    await block.getByRole('textbox', { name: 'E-mailová adresa' }).fill(demoCustomerEmail('SK'));
    await block.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(block.getByText('Ďakujeme za prihlásenie na newsletter')).toBeVisible();
    expect(loginIds.length).toBeGreaterThan(0);
    expect(new Set(loginIds)).toEqual(new Set([lid]));
    loginIds.length = 0;

    // Waiting for the double opt-in: once the answer is in and rendered, the page has no sign-up block.
    const answered = page.waitForResponse((response) => response.url().includes('/customer-info/'));
    await page.reload();
    expect((await (await answered).json()) as unknown).toMatchObject({ nl_status: 'WAITING_FOR_DOI' });
    await expect(footerOf(page).getByRole('navigation', { name: 'Vyberte krajinu' })).toBeVisible();
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    expect(new Set(loginIds)).toEqual(new Set([lid]));
    await expect(newsletterBlock(page)).toHaveCount(0);
  });

  test('a failing footer content service still leaves a usable footer (404: embedded texts, 500: essential links)', async ({ page }) => {
    await page.route(CONTENT_PATH, (route) => route.fulfill({ status: 404, contentType: 'application/problem+json', body: '{"type":"urn:storefront:not-found","title":"No","status":404}' }));
    await page.goto(siteUrl('CZ'));
    const footer = footerOf(page);
    await expect(footer.getByRole('link', { name: 'Kontaktní formulář' })).toHaveAttribute('href', '/contact');
    await expect(footer).toContainText('Na vrácení zboží máte 30 dní.');
    await expect(footer.getByRole('navigation', { name: 'Právní informace' }).getByRole('link', { name: 'Tiráž' })).toBeVisible();

    await page.unroute(CONTENT_PATH);
    await page.route(CONTENT_PATH, (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"type":"urn:storefront:internal","title":"Boom","status":500}' }));
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.goto(siteUrl('SK'));
    const essential = footerOf(page).getByRole('navigation', { name: 'Služby a právne informácie' });
    await expect(essential.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
    await expect(footerOf(page).getByRole('button', { name: 'Prepnúť na mobilnú verziu' })).toBeVisible();
    const selector = footerOf(page).getByRole('navigation', { name: 'Vyberte krajinu' });
    await selector.getByRole('button', { name: 'Slovensko' }).click();
    await selector.getByRole('link', { name: 'Türkiye' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    expect(logged.some((text) => text.includes('Loading the footer content failed'))).toBe(true);
  });
});
