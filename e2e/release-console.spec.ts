import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { siteUrl } from './support/sites';
import { demoCustomerEmail, DEMO_CUSTOMER_PASSWORD, loginAsStaff } from './support/logins';

/**
 * Issue 28, item 5: the release console at /staff/releases, for staff only, usable without script
 * and axe clean. A canary of the footer on CZ is shown and promoted from the console's own form; a
 * forged promote (no token, wrong origin) is refused and changes nothing.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..');
const SITE = 'CZ';
const CONSOLE_TEST_TIMEOUT_MS = 3 * 60_000;

function storefront(...args: string[]) {
  const result = spawnSync(path.join(root, 'storefront'), [...args, '--site', SITE], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      RELEASE_STORE_DIR: process.env.E2E_RELEASE_STORE_DIR,
      DEPLOY_ACTOR: 'console spec',
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('the console refuses anonymous visitors and shoppers', async ({ page }) => {
  const anonymous = await page.goto(siteUrl(SITE, '/staff/releases'));
  expect(anonymous?.status()).toBe(401);
  await expect(page.getByRole('link', { name: 'Staff login' })).toBeVisible();
  // A shopper logged in with the real login API: still no staff. The anti-forgery token is the one
  // a storefront page gave this browser (a planted one raced the page's own favicon request, whose
  // answer brought a fresh token when the browser had none).
  await page.goto(siteUrl(SITE, '/'));
  const status = await page.evaluate(
    async ({ email, password }) => {
      const token = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      return (
        await fetch('/service/login/api/v1/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-csrf-token': token,
            'x-hunter-site': 'CZ',
          },
          body: JSON.stringify({ email, password }),
        })
      ).status;
    },
    { email: demoCustomerEmail(SITE), password: DEMO_CUSTOMER_PASSWORD },
  );
  expect(status).toBe(200);
  expect((await page.goto(siteUrl(SITE, '/staff/releases')))?.status()).toBe(401);
});

test('staff see each remote’s live release, canary and share, its changes and health, promote from the form; a forged promote is refused', async ({
  browser,
}) => {
  test.setTimeout(CONSOLE_TEST_TIMEOUT_MS);
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'console-footer-'));
  fs.cpSync(path.join(root, 'apps/footer/dist'), build, { recursive: true });
  fs.writeFileSync(path.join(build, 'console-marker.txt'), `${Date.now()}`);
  const deployed = storefront(
    'deploy',
    'footer',
    '--dist',
    build,
    '--percent',
    '20',
    '--reason',
    'console spec canary',
  );
  expect(deployed.status).toBe(0);
  const canary = /footer release ([0-9a-f]{12}) is a canary/.exec(deployed.output)?.[1] ?? '';
  // The console itself has no script: its forms post natively.
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await loginAsStaff(page, SITE);
    const response = await page.goto(siteUrl(SITE, '/staff/releases'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /Release console/ })).toBeVisible();
    const footer = page.getByRole('region', { name: 'footer' });
    await expect(
      footer.getByRole('row', { name: new RegExp(`^${SITE} .*${canary}, 20 % of shoppers`) }),
    ).toBeVisible();
    await expect(
      footer.getByRole('row', { name: /canary .*console spec canary/ }).first(),
    ).toBeVisible();
    await expect(
      footer.getByRole('img', {
        name: new RegExp(`Release ${canary}, last hour: \\d+ shoppers loaded it`),
      }),
    ).toBeVisible();
    const audit = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      audit.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);

    // Forged: the staff member's cookies, but not the page's token (posted from a page of the site without the console's CSP).
    await page.goto(siteUrl(SITE, '/service/health'));
    const forged = await page.evaluate(
      async (site) =>
        (
          await fetch('/staff/releases/action', {
            method: 'POST',
            body: new URLSearchParams({
              action: 'promote',
              remote: 'footer',
              site,
              csrf: 'guessed',
            }),
          })
        ).status,
      SITE,
    );
    expect(forged).toBe(403);
    const withoutToken = await page.evaluate(
      async (site) =>
        (
          await fetch('/staff/releases/action', {
            method: 'POST',
            body: new URLSearchParams({ action: 'promote', remote: 'footer', site }),
          })
        ).status,
      SITE,
    );
    expect(withoutToken).toBe(403);
    await page.goto(siteUrl(SITE, '/staff/releases'));
    await expect(
      footer.getByRole('row', { name: new RegExp(`^${SITE} .*${canary}, 20 % of shoppers`) }),
    ).toBeVisible();

    await footer.getByRole('button', { name: `Promote footer canary on ${SITE}` }).click();
    await expect(page.getByRole('status')).toHaveText(`footer on ${SITE}: promote to ${canary}.`);
    await expect(
      footer.getByRole('row', { name: new RegExp(`^${SITE} ${canary}.* none`) }),
    ).toBeVisible();
    await expect(
      footer.getByRole('row', { name: /promote .*release console/ }).first(),
    ).toBeVisible();

    // A promote with no canary (a second tab's stale form, with the right token): refused with the reason, nothing changes.
    const token = await page.locator('input[name="csrf"]').first().inputValue();
    await page.goto(siteUrl(SITE, '/service/health'));
    const stale = await page.evaluate(
      async ({ site, csrf }) => {
        const answer = await fetch('/staff/releases/action', {
          method: 'POST',
          body: new URLSearchParams({ action: 'promote', remote: 'footer', site, csrf }),
        });
        return { status: answer.status, text: await answer.text() };
      },
      { site: SITE, csrf: token },
    );
    expect(stale.status).toBe(409);
    expect(stale.text).toContain(
      `footer has no canary to promote on ${SITE}. The registry is unchanged.`,
    );
    await page.goto(siteUrl(SITE, '/staff/releases'));
    await expect(
      footer.getByRole('row', { name: new RegExp(`^${SITE} ${canary}.* none`) }),
    ).toBeVisible();
  } finally {
    await context.close();
    storefront('rollback', 'footer');
    storefront('rollback', 'footer');
  }
});
