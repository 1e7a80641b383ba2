import type { APIRequestContext, Page } from '@playwright/test';
import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { E2E_PORT } from '../../playwright.config';

/** The address of a site of the storefront under test, e.g. siteUrl('TR', '/search?query=kahve'). */
export function siteUrl(site: Site, path = '/'): string {
  return `http://${SITE_CONFIG[site].localHost}:${E2E_PORT}${path}`;
}

/**
 * The HTML the server sends for a page, before any script ran. Asked over loopback with the
 * site's Host header: Node, unlike Chromium, does not resolve `*.localhost`.
 */
export async function serverHtml(
  request: APIRequestContext,
  site: Site,
  path = '/',
): Promise<string> {
  const response = await request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: { host: `${SITE_CONFIG[site].localHost}:${E2E_PORT}` },
  });
  return response.text();
}

/**
 * Waits until the page's remotes have loaded and hydrated the server's HTML (their code is in once
 * the network is idle). Before that the HTML works without script: a click posts a form natively.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Slots other than the header load their code near the viewport: bring each near, wait until it is live.
  for (const slot of await page.locator('[data-slot]').all()) {
    // The wrapper is box-less, and so is a nested slot's opening it (the newsletter in the footer): scroll to the first box.
    await slot.evaluate((wrapper) => {
      let element = wrapper.firstElementChild;
      while (element && getComputedStyle(element).display === 'contents')
        element = element.firstElementChild;
      (element ?? wrapper).scrollIntoView({ block: 'center' });
    });
    await slot.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
