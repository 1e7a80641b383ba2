import type { Browser, Page } from '@playwright/test';
import { COUNT_RENDERERS_SCRIPT } from './page';

export interface InteractionSamples {
  /** Keydown in the search box to the frame after the matching suggestions are in the DOM (ms). */
  keystrokeToSuggestions: number[];
  /** Pointer over a main-navigation entry to the frame after its flyout shows (ms, includes the 300 ms delay). */
  hoverToFlyout: number[];
  /** Pointerdown on a mini-cart line's remove button to the frame after the badge changed (ms). */
  removeToBadge: number[];
}

/**
 * In-page probe (a string: tsx-compiled functions carry esbuild's `__name` helper, which the page
 * lacks). Capture-phase listeners keep the event time of the last keydown/pointerover/pointerdown;
 * `arm(kind, expected)` then waits (MutationObserver) until the DOM shows the result and resolves
 * with the time from that event to the next animation frame plus a task: when it has been painted.
 */
const PROBE = `
(() => {
  const last = { key: 0, over: 0, down: 0 };
  addEventListener('keydown', (e) => { last.key = e.timeStamp; }, true);
  addEventListener('pointerover', (e) => { last.over = e.timeStamp; }, true);
  addEventListener('pointerdown', (e) => { last.down = e.timeStamp; }, true);
  const checks = {
    suggestions(expected) {
      const box = document.querySelector('[role="listbox"]');
      return !!box && [...box.querySelectorAll('mark')].some((m) => (m.textContent || '').toLowerCase() === expected.toLowerCase());
    },
    flyout() {
      return !!document.querySelector('[data-testid^="flyout-"]:not([data-testid="flyout-overlay"]):not([hidden])');
    },
    badge(expected) {
      const badge = document.querySelector('[data-testid="cart-badge"]');
      return (badge ? badge.textContent : '') !== expected;
    },
  };
  const from = { suggestions: 'key', flyout: 'over', badge: 'down' };
  window.__bench = {
    arm(kind, expected) {
      const armedAt = performance.now();
      window.__bench.result = new Promise((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => setTimeout(() => {
            const start = last[from[kind]];
            resolve(start >= armedAt ? performance.now() - start : null);
          }, 0));
        };
        const observer = new MutationObserver(() => { if (checks[kind](expected)) done(); });
        const timer = setTimeout(() => { observer.disconnect(); resolve(null); }, 3000);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
  };
})();`;

const WORDS = ['kaffee', 'espresso', 'tee', 'bohne', 'mode'];
const NAV_ENTRIES = ['Kaffee', 'Haushalt', 'Mode', 'Sport', 'Geschenke'];
const REMOVALS = 5;

async function measured(
  page: Page,
  kind: string,
  expected: string,
  act: () => Promise<void>,
): Promise<number | null> {
  await page.evaluate(`window.__bench.arm(${JSON.stringify(kind)}, ${JSON.stringify(expected)})`);
  await act();
  return (await page.evaluate('window.__bench.result')) as number | null;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** One scripted session on the DE home page (desktop width, real API). */
export async function measureInteractions(
  browser: Browser,
  url: string,
): Promise<InteractionSamples> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: `${COUNT_RENDERERS_SCRIPT}\n${PROBE}` });
  await page.goto(url, { waitUntil: 'networkidle' });
  const samples: InteractionSamples = {
    keystrokeToSuggestions: [],
    hoverToFlyout: [],
    removeToBadge: [],
  };

  const box = page.getByRole('combobox', { name: 'Suche' });
  for (const word of WORDS) {
    await box.fill('');
    await box.click();
    for (let i = 0; i < word.length; i += 1) {
      const typed = word.slice(0, i + 1);
      const ms =
        typed.length >= 2
          ? await measured(page, 'suggestions', typed, () => page.keyboard.press(word[i] ?? ''))
          : (await page.keyboard.press(word[i] ?? ''), null);
      if (ms !== null) samples.keystrokeToSuggestions.push(round(ms));
    }
  }
  await box.fill('');
  await page.keyboard.press('Escape');

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  for (const entry of NAV_ENTRIES) {
    await page.mouse.move(700, 880);
    await page
      .waitForFunction(
        '!document.querySelector(\'[data-testid^="flyout-"]:not([data-testid="flyout-overlay"]):not([hidden])\')',
        undefined,
        { timeout: 3000 },
      )
      .catch(() => undefined);
    const link = nav.getByRole('link', { name: entry, exact: true });
    const ms = await measured(page, 'flyout', '', () => link.hover());
    if (ms !== null) samples.hoverToFlyout.push(round(ms));
  }
  await page.mouse.move(700, 880);

  // A fresh page, so nothing the typing or hovering left open hides the home page's add buttons.
  await page.goto(url, { waitUntil: 'networkidle' });
  const badge = page.getByTestId('cart-badge');
  const add = page.getByRole('button', { name: /^In den Warenkorb: Barista Espresso/ });
  if (
    !(await add.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    console.warn(
      'interaction: no add-to-cart button on the home page; remove-to-badge not measured in this run',
    );
    await context.close();
    return samples;
  }
  await add.click();
  await badge.filter({ hasText: '1' }).waitFor();
  await page.getByRole('button', { name: 'Warenkorb-Vorschau' }).click();
  const panel = page.getByRole('region', { name: 'Warenkorb-Vorschau' });
  for (let i = 0; i < REMOVALS; i += 1) {
    const before = (await badge.count()) ? ((await badge.textContent()) ?? '') : '';
    const ms = await measured(page, 'badge', before, () =>
      panel.getByRole('button', { name: 'Barista Espresso, ganze Bohne entfernen' }).click(),
    );
    if (ms !== null) samples.removeToBadge.push(round(ms));
    await panel
      .getByRole('button', { name: 'Barista Espresso, ganze Bohne wiederherstellen' })
      .click();
    await badge.filter({ hasText: '1' }).waitFor();
  }
  await context.close();
  return samples;
}
