import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { siteUrl } from './support/sites';

/**
 * Issue 32: what a shopper does before a slot hydrates is never lost. Each journey acts at once
 * after the page's HTML is in (no waiting for any script), in a fresh browser context each run
 * (no cart, no cookies), 20 runs a journey, on a normal CPU and on a 4× slowed one (Chromium's
 * CPU throttling, as a mid-range phone). A run may act before or after its slot is live: both must
 * end the same, exactly once.
 */
const JOURNEY_RUNS = 20;
/** Chromium's CPU slowdown for the phone-like runs (DevTools' "mid-tier mobile" is 4×). */
const SLOW_CPU_RATE = 4;

interface Run {
  page: Page;
  run: number;
}

/**
 * Runs at a time. One: four at once on two cores pushed slots past their load deadline
 * (SLOT_LOAD_DEADLINE_MS), so runs saw fallbacks, which is the deadline's rule, not this one's.
 */
const CONCURRENT_RUNS = 1;

/** One run of a journey in a context of its own; a failing run names its number. */
async function oneRun(browser: Browser, cpuRate: number, run: number, journey: (run: Run) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    if (cpuRate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await journey({ page, run });
  } catch (error) {
    // Where each slot stood when the run failed: live, fallen back, or still the server's HTML.
    const slots = await context
      .pages()[0]
      ?.evaluate(() =>
        [...document.querySelectorAll('[data-slot]')]
          .map(
            (slot) =>
              `${slot.getAttribute('data-slot')}:${slot.hasAttribute('data-hydrated') ? 'live' : 'html'}${slot.querySelector('[data-fallback]') ? '+fallback' : ''}`,
          )
          .filter((state, index, all) => all.indexOf(state) === index)
          .join(' '),
      )
      .catch(() => 'unknown');
    throw new Error(
      `run ${run} of ${JOURNEY_RUNS}${cpuRate > 1 ? ` at ${cpuRate}× CPU` : ''} (slots: ${slots}): ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await context.close();
  }
}

/** Runs a journey JOURNEY_RUNS times, CONCURRENT_RUNS at a time; every run must pass. */
async function journeys(browser: Browser, cpuRate: number, journey: (run: Run) => Promise<void>): Promise<void> {
  for (let first = 1; first <= JOURNEY_RUNS; first += CONCURRENT_RUNS) {
    const runs = Array.from({ length: Math.min(CONCURRENT_RUNS, JOURNEY_RUNS - first + 1) }, (_, index) => first + index);
    await Promise.all(runs.map((run) => oneRun(browser, cpuRate, run, journey)));
  }
}

/** The page's HTML is in; no script has been waited for. */
const atOnce = { waitUntil: 'domcontentloaded' } as const;

for (const cpuRate of [1, SLOW_CPU_RATE]) {
  const slow = cpuRate > 1 ? ` (CPU ${cpuRate}× slower)` : '';
  test.describe(`before hydration${slow}`, () => {
    test.describe.configure({ timeout: 240_000 });

    test(`DE: an invalid e-mail typed into the sign-up and left shows the German message, ${JOURNEY_RUNS} of ${JOURNEY_RUNS}${slow}`, async ({ browser }) => {
      await journeys(browser, cpuRate, async ({ page }) => {
        await page.goto(siteUrl('DE', '/'), atOnce);
        const block = page.locator('[data-boundary="newsletter"]');
        const email = block.getByRole('textbox', { name: /^E-Mail-Adresse/ });
        await email.fill('anna.example.de');
        await email.blur();
        await expect(block.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
        await expect(email).toHaveValue('anna.example.de');
      });
    });

    test(`AT: an article added and the cart page opened at once shows its line, once, ${JOURNEY_RUNS} of ${JOURNEY_RUNS}${slow}`, async ({ browser }) => {
      await journeys(browser, cpuRate, async ({ page }) => {
        await page.goto(siteUrl('AT', '/'), atOnce);
        await page.getByRole('button', { name: /^In den Warenkorb: Barista Espresso/ }).click();
        await page.goto(siteUrl('AT', '/service/cartfrontend/cart'), atOnce);
        const items = page.getByRole('main').getByRole('list', { name: 'Artikel im Warenkorb' });
        await expect(items.getByRole('listitem')).toHaveCount(1);
        await expect(items.getByRole('listitem')).toContainText('Barista Espresso');
        await expect(page.getByRole('link', { name: /^Warenkorb,/ })).toHaveAccessibleName('Warenkorb, 1 Artikel');
        // After a reload too: the server has the line the page showed, once.
        await page.reload(atOnce);
        await expect(page.getByRole('link', { name: /^Warenkorb,/ })).toHaveAccessibleName('Warenkorb, 1 Artikel');
      });
    });

    test(`DE: a navigation flyout opened at once opens, ${JOURNEY_RUNS} of ${JOURNEY_RUNS}${slow}`, async ({ browser }) => {
      await journeys(browser, cpuRate, async ({ page }) => {
        await page.goto(siteUrl('DE', '/'), atOnce);
        const toggle = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Untermenü Kaffee' });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByTestId('flyout-/c/coffee')).toBeVisible();
      });
    });

    test(`DE: a search term typed at once gets its suggestions, ${JOURNEY_RUNS} of ${JOURNEY_RUNS}${slow}`, async ({ browser }) => {
      await journeys(browser, cpuRate, async ({ page }) => {
        await page.goto(siteUrl('DE', '/'), atOnce);
        const box = page.getByRole('combobox', { name: 'Suche' });
        await box.fill('kaf');
        await expect(page.getByRole('listbox', { name: 'Suchvorschläge' }).getByRole('option').first()).toBeVisible();
        await expect(box).toHaveValue('kaf');
      });
    });
  });
}
