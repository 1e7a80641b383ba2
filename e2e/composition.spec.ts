import { expect, test } from './support/test';
import { REMOTE_NAMES } from '@storefront/contracts';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { loginAsStaff } from './support/logins';

test.describe('the composed page', () => {
  for (const [site, lang, cartLabel] of [
    ['DE', 'de-DE', 'Warenkorb'],
    ['HU', 'hu-HU', 'Kosár'],
  ] as const) {
    test(`renders every remote on ${site} in ${lang}`, async ({ page }) => {
      // A real staff login: the preview panel renders only when its auth check succeeds.
      await loginAsStaff(page, site);
      const watch = watchPageErrors(page);
      await page.goto(siteUrl(site));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('data-page-type', 'home');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      for (const remote of REMOTE_NAMES)
        await expect(page.locator(`[data-boundary="${remote}"]`).first()).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`^${cartLabel}`) })).toBeVisible();
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.locator('[data-fallback]')).toHaveCount(0);
      expect(watch.errors).toEqual([]);
    });
  }

  test('loads react-dom exactly once', async ({ page }) => {
    await loginAsStaff(page, 'DE');
    // Every copy of react-dom registers itself with the devtools hook once; count the registrations.
    await page.addInitScript(() => {
      const win = window as unknown as {
        __renderers: number;
        __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
      };
      win.__renderers = 0;
      win.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          win.__renderers += 1;
          return win.__renderers;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    await page.goto(siteUrl('DE'));
    for (const remote of REMOTE_NAMES)
      await expect(page.locator(`[data-boundary="${remote}"]`).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers),
    ).toBe(1);
  });

  test('shoppers never download the preview remote', async ({ page }) => {
    const previewRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/preview/')) previewRequests.push(request.url());
    });
    await page.goto(siteUrl('DE'));
    await expect(page.locator('[data-boundary="footer"]')).toBeVisible();
    expect(previewRequests).toEqual([]);
  });
});

// One remote failing (manifest 404, entry 500, hanging chunks, a throwing render, a wrong export) is
// the fault matrix in faults.spec.ts.
