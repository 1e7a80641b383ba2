import { expect, test } from './support/test';
import { SITES, SITE_CONFIG } from '@storefront/contracts';
import { siteUrl } from './support/sites';
import { axeViolations } from './support/axe';

// The composed home page of every site, as a screen reader meets it: the three landmarks in the
// site's language, every remote in (no fallback), and no WCAG 2.2 A/AA violation axe can find.
for (const site of SITES) {
  test(`${site} home page: landmarks and no WCAG A/AA violation @phone`, async ({ page }) => {
    await page.goto(siteUrl(site));
    await expect(page.locator('html')).toHaveAttribute('lang', SITE_CONFIG[site].locale);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.locator('[data-boundary="footer"]')).toBeVisible();
    await expect(page.locator('[data-boundary="newsletter"]')).toBeVisible();
    await expect(page.locator('[data-fallback]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}
