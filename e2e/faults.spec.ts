import { expect, test, type Page } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';

// The preview remote is staff-only; its isolation is covered in the preview specs.
const SHOPPER_REMOTES = REMOTE_NAMES.filter((name): name is Exclude<RemoteName, 'preview'> => name !== 'preview');

async function expectOthersWork(page: Page, broken: RemoteName): Promise<void> {
  for (const other of SHOPPER_REMOTES.filter((name) => name !== broken)) {
    await expect(page.locator(`[data-boundary="${other}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('fault matrix', () => {
  for (const remote of SHOPPER_REMOTES) {
    test(`${remote}: entry answering 500 shows the fallback, and a reload with the remote back restores it`, async ({ page }) => {
      const watch = watchPageErrors(page);
      await page.route(`**/remotes/${remote}/remoteEntry.js`, (route) => route.fulfill({ status: 500, body: 'error' }));
      await page.goto(siteUrl('DE'));
      await expect(page.locator(`[data-fallback="${remote}"]`).first()).toBeVisible();
      await expectOthersWork(page, remote);
      await page.unroute(`**/remotes/${remote}/remoteEntry.js`);
      await page.reload();
      await expect(page.locator(`[data-boundary="${remote}"]`).first()).toBeVisible();
      await expect(page.locator('[data-fallback]')).toHaveCount(0);
      expect(watch.errors).toEqual([]);
    });

    test(`${remote}: an entry that never answers gives way to the fallback within 3.5 s`, async ({ page }) => {
      const watch = watchPageErrors(page);
      await page.route(`**/remotes/${remote}/remoteEntry.js`, () => {
        // never answers
      });
      await page.goto(siteUrl('DE'), { waitUntil: 'domcontentloaded' });
      await expect(page.locator(`[data-fallback="${remote}"]`).first()).toBeVisible({ timeout: 3_500 });
      await expectOthersWork(page, remote);
      expect(watch.errors).toEqual([]);
    });
  }
});

test('security headers are on every page', async ({ page }) => {
  const response = await page.goto(siteUrl('CZ', '/search?query=k%C3%A1va'));
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
