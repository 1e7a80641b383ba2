import type { Page } from '@playwright/test';
import type { Site } from '@storefront/contracts';
import { expect, test } from './support/test';
import { siteUrl } from './support/sites';

/**
 * What a shopper does before a slot hydrates is never lost. Each journey acts on the server's HTML
 * while the code that would make it live is provably held back (its requests paused until the act
 * is done), then lets the code through and sees the act's outcome, exactly once. Two moments, each
 * forced rather than hoped for: before the shell's own code has arrived (nothing on the page is
 * live), and with the shell live but before the slot's remote has arrived.
 */

/** The page's HTML is in; no script has been waited for. */
const atOnce = { waitUntil: 'domcontentloaded' } as const;

/** Requests matching `pattern` wait until `release()`; `asked` resolves when the first one arrives. */
async function holdBack(
  page: Page,
  pattern: RegExp,
): Promise<{ asked: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(pattern, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { asked: wasAsked, release };
}

const SHELL_CODE = /\/shell\/main\.js$/;
/** A remote's code: its manifest, entry and chunks (its stylesheets are the server HTML's and load with it). */
const remoteCode = (remote: string) => new RegExp(`/remotes/${remote}/.*\\.(js|json)$`);
const slot = (page: Page, name: string) => page.locator(`[data-slot="${name}"]`).first();

interface Journey {
  title: string;
  site: Site;
  /** The slot acted on, and its remote. */
  slot: string;
  /** What the shopper does on the server's HTML of the site's home page. */
  act(page: Page): Promise<void>;
  /** What the shopper must see once the code has arrived. */
  outcome(page: Page): Promise<void>;
}

const JOURNEYS: Journey[] = [
  {
    title: 'DE: an invalid e-mail typed into the sign-up and left shows the German message',
    site: 'DE',
    slot: 'newsletter/SignUp',
    async act(page) {
      const email = page
        .locator('[data-boundary="newsletter"]')
        .getByRole('textbox', { name: /^E-Mail-Adresse/ });
      await email.fill('anna.example.de');
      await email.blur();
    },
    async outcome(page) {
      const block = page.locator('[data-boundary="newsletter"]');
      await expect(
        block.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
      ).toBeVisible();
      await expect(block.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(
        'anna.example.de',
      );
    },
  },
  {
    title: 'AT: an article added and the cart page opened at once shows its line, once',
    site: 'AT',
    slot: 'cart/AddToCartButton',
    async act(page) {
      await page.getByRole('button', { name: /^In den Warenkorb: Barista Espresso/ }).click();
      await page.goto(siteUrl('AT', '/service/cartfrontend/cart'), atOnce);
    },
    async outcome(page) {
      const items = page.getByRole('main').getByRole('list', { name: 'Artikel im Warenkorb' });
      await expect(items.getByRole('listitem')).toHaveCount(1);
      await expect(items.getByRole('listitem')).toContainText('Barista Espresso');
      await expect(page.getByRole('link', { name: /^Warenkorb,/ })).toHaveAccessibleName(
        'Warenkorb, 1 Artikel',
      );
      // After a reload too: the server has the line the page showed, once.
      await page.reload(atOnce);
      await expect(page.getByRole('link', { name: /^Warenkorb,/ })).toHaveAccessibleName(
        'Warenkorb, 1 Artikel',
      );
    },
  },
  {
    title: 'DE: a navigation flyout opened at once opens',
    site: 'DE',
    slot: 'navigation/Header',
    async act(page) {
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('button', { name: 'Untermenü Kaffee' })
        .click();
    },
    async outcome(page) {
      const toggle = page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('button', { name: 'Untermenü Kaffee' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('flyout-/c/coffee')).toBeVisible();
    },
  },
  {
    title: 'DE: a search term typed at once gets its suggestions',
    site: 'DE',
    slot: 'search/SearchBox',
    async act(page) {
      await page.getByRole('combobox', { name: 'Suche' }).fill('kaf');
    },
    async outcome(page) {
      await expect(
        page.getByRole('listbox', { name: 'Suchvorschläge' }).getByRole('option').first(),
      ).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Suche' })).toHaveValue('kaf');
    },
  },
];

test.describe('before hydration', () => {
  for (const journey of JOURNEYS) {
    const remote = journey.slot.split('/')[0] ?? '';

    test(`${journey.title}: acted on before the shell's code arrives`, async ({ page }) => {
      const shell = await holdBack(page, SHELL_CODE);
      await page.goto(siteUrl(journey.site, '/'), atOnce);
      // Provably before: the shell's code is held until after the act, so no slot on the page is live.
      await expect(page.locator('[data-hydrated]')).toHaveCount(0);
      await journey.act(page);
      shell.release();
      await journey.outcome(page);
    });

    test(`${journey.title}: acted on with the shell live, before the ${remote} remote's code arrives`, async ({
      page,
    }) => {
      const code = await holdBack(page, remoteCode(remote));
      await page.goto(siteUrl(journey.site, '/'), atOnce);
      // The shell is live: the header's slot (or, for the header itself, its remote's first request) says so.
      if (remote === 'navigation') await code.asked;
      else await expect(slot(page, 'navigation/Header')).toHaveAttribute('data-hydrated');
      // Provably before: the remote's code is held until after the act.
      await expect(slot(page, journey.slot)).not.toHaveAttribute('data-hydrated');
      await journey.act(page);
      code.release();
      await journey.outcome(page);
    });
  }
});

test('AT, two tabs: an article added in one before its cart code arrived shows in the other’s badge', async ({
  context,
  page,
}) => {
  const badge = (tab: Page) => tab.getByRole('link', { name: /^Warenkorb,/ });
  await page.goto(siteUrl('AT', '/'));
  await expect(slot(page, 'cart/MiniCart')).toHaveAttribute('data-hydrated');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 0 Artikel');

  // The other tab: the cart's code is held, so the click posts the form as the browser does.
  const other = await context.newPage();
  const code = await holdBack(other, remoteCode('cart'));
  await other.goto(siteUrl('AT', '/'), atOnce);
  await expect(slot(other, 'navigation/Header')).toHaveAttribute('data-hydrated');
  await expect(slot(other, 'cart/AddToCartButton')).not.toHaveAttribute('data-hydrated');
  await other.getByRole('button', { name: /^In den Warenkorb: Barista Espresso/ }).click();
  await other.waitForURL(/[?&]cart=added/);
  await expect(badge(other)).toHaveAccessibleName('Warenkorb, 1 Artikel');
  code.release();

  // The page the post came back to tells the first tab, as a hydrated page's change would.
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 1 Artikel');
});
