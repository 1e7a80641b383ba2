import type { Page } from '@playwright/test';

/**
 * What a shopper does in the slow-to-click proofs: scrolls to the slot (`<remote>/<Module>`), which
 * loads and hydrates it, waits until it has and the page is quiet, clicks the slot's last paragraph
 * and stays until the paint after the click, so the browser has timed the interaction (INP) before
 * the shopper leaves.
 */
export async function clickInSlotAndStay(page: Page, slot: string): Promise<void> {
  const paragraph = page.locator(`[data-slot="${slot}"] p`).last();
  await paragraph.scrollIntoViewIfNeeded();
  await page.locator(`[data-slot="${slot}"][data-hydrated]`).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await paragraph.click();
  await page.evaluate(
    () =>
      new Promise((painted) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted))),
      ),
  );
}
