import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { hydrated, siteUrl } from './support/sites';
import { watchHydration, watchPageErrors } from './support/pageErrors';
import { loginAsStaff } from './support/logins';
import { axeViolations } from './support/axe';
import { E2E_RELEASE_SERVICE_PORT } from '../playwright.config';

/**
 * Staff see a release on the real site before any shopper does. The footer team publishes a build
 * whose payment heading reads differently in German and Hungarian, live nowhere, through the
 * release service with its own key and the one-file deploy client, as its CI would. A staff
 * member chooses it in the preview panel of DE and of HU (each site its own domain, as the staff
 * login is) and sees it there, named on the page, while a
 * shopper at the same moment gets the live footer; the preview link the staff member makes opens
 * the same view for a second staff account, and the live page for anyone not logged in as staff.
 */
const root = path.resolve(__dirname, '..');
const LIVE = {
  DE: 'Zahlungsarten und Versandpartner',
  HU: 'Fizetési módok és szállítási partnerek',
};
const CANDIDATE = { DE: 'Zahlungsarten und Versand (neu)', HU: 'Fizetés és szállítás (új)' };
const REVIEWER = { username: 'reviewer', name: 'Reviewer', password: 'Reviewer-Staff-Password-1' };
const PREVIEW_TEST_TIMEOUT_MS = 3 * 60_000;

/** A copy of the footer's build with the two headings changed: a release of its own. */
function candidateBuild(folder: string): string {
  const build = path.join(folder, 'dist');
  fs.cpSync(path.join(root, 'apps/footer/dist'), build, { recursive: true });
  // The browser's texts and the server container's (under server/) alike.
  for (const entry of fs.readdirSync(build, { recursive: true, withFileTypes: true })) {
    const locale = /^texts-(de-DE|hu-HU)-json\.[0-9a-f]+\.js$/.exec(entry.name)?.[1];
    if (!entry.isFile() || !locale) continue;
    const site = locale === 'de-DE' ? 'DE' : 'HU';
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(LIVE[site]);
    fs.writeFileSync(file, text.replace(LIVE[site], CANDIDATE[site]));
  }
  return build;
}

/** The footer team's CI: a key of its own, the client built to one file, its build; no checkout. */
function publishAsTheFooterTeam(): string {
  const env = { ...process.env, RELEASE_STORE_DIR: process.env.E2E_RELEASE_STORE_DIR };
  const added = spawnSync(
    path.join(root, 'storefront'),
    ['keys', 'add', '--team', 'footer', '--remote', 'footer', '--environment', 'local'],
    { cwd: root, encoding: 'utf8', env },
  );
  expect(added.status, added.stderr).toBe(0);
  const key = /sfk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}/.exec(added.stdout + added.stderr)?.[0] ?? '';
  const ci = fs.mkdtempSync(path.join(os.tmpdir(), 'footer-ci-'));
  execFileSync(process.execPath, [
    path.join(root, 'apps/deploy-client/build.mjs'),
    path.join(ci, 'storefront-deploy.cjs'),
  ]);
  const dist = candidateBuild(ci);
  const uploaded = spawnSync(
    process.execPath,
    ['storefront-deploy.cjs', 'upload', 'footer', '--dist', dist],
    {
      cwd: ci,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        RELEASE_SERVICE_URL: `http://127.0.0.1:${E2E_RELEASE_SERVICE_PORT}`,
        RELEASE_KEY: key,
      },
    },
  );
  expect(uploaded.status, uploaded.stdout + uploaded.stderr).toBe(0);
  const release = /footer release ([0-9a-f]{12}) is published and live nowhere/.exec(
    uploaded.stdout,
  )?.[1];
  if (!release) throw new Error(`no release in: ${uploaded.stdout}`);
  return release;
}

/** A second staff account, as an operator adds real staff (README). */
function addReviewer(): void {
  const added = spawnSync('pnpm', ['staff:add', REVIEWER.username, REVIEWER.name], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_FILE: process.env.E2E_DATABASE_FILE,
      STAFF_PASSWORD: REVIEWER.password,
    },
  });
  expect(added.status, added.stdout + added.stderr).toBe(0);
}

const heading = (page: Page, text: string) =>
  page.getByRole('contentinfo').getByRole('region', { name: text, exact: true });
const notice = (page: Page) => page.getByRole('complementary', { name: 'Release preview' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Preview releases' });
/** A choice runs the deploy's checks first: the footer rendered on all nine sites. */
const CHECKS_TIMEOUT_MS = 60_000;

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('staff preview a published footer release on DE and HU; shoppers keep the live one; a preview link opens it for staff only', async ({
  page,
  browser,
}) => {
  test.setTimeout(PREVIEW_TEST_TIMEOUT_MS);
  const watch = watchPageErrors(page);
  const mismatches = watchHydration(page);
  const release = publishAsTheFooterTeam();
  addReviewer();

  // Each site is a domain of its own, as its staff login is: the staff member chooses on each.
  const named = new RegExp(`^Preview: footer ${release}, published by the footer team at .+ UTC$`);
  for (const site of ['DE', 'HU'] as const) {
    await loginAsStaff(page, site);
    await page.goto(siteUrl(site));
    await expect(heading(page, LIVE[site])).toBeVisible();
    await page
      .getByRole('complementary', { name: 'Staff preview' })
      .getByRole('button', { name: 'Preview releases' })
      .click();
    const footer = dialog(page).getByRole('combobox', { name: 'footer release' });
    await expect(footer.locator('option', { hasText: release })).toHaveText(
      new RegExp(`^${release} · footer · `),
    );
    await footer.selectOption(release);
    await footer
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: 'Preview this release' })
      .click();
    // The page reloads with it: the candidate's heading, server-rendered, and the page says so.
    await expect(heading(page, CANDIDATE[site])).toBeVisible({ timeout: CHECKS_TIMEOUT_MS });
    await expect(notice(page).getByRole('listitem')).toHaveText(named);
  }
  // It stays on every page of the site while the preview lasts, and no cache keeps such a page.
  const preview = await page.goto(siteUrl('HU', '/search?query=kave'));
  expect(preview?.headers()['cache-control']).toBe('private, no-store');
  await expect(notice(page).getByRole('listitem')).toHaveText(named);
  // The browser loads the previewed release's code too, and it hydrates what the server sent.
  await hydrated(page);
  await expect(heading(page, CANDIDATE.HU)).toBeVisible();
  expect([watch.errors, mismatches]).toEqual([[], []]);

  // A shopper at the same moment: the live footer, no notice.
  const shopper = await freshPage(browser);
  for (const site of ['DE', 'HU'] as const) {
    await shopper.goto(siteUrl(site));
    await expect(heading(shopper, LIVE[site])).toBeVisible();
    await expect(notice(shopper)).toHaveCount(0);
  }

  // The link for a reviewer.
  await page.goto(siteUrl('DE'));
  await page
    .getByRole('complementary', { name: 'Staff preview' })
    .getByRole('button', { name: 'Preview releases' })
    .click();
  await dialog(page).getByRole('button', { name: 'Create preview link' }).click();
  const link = await dialog(page).getByRole('textbox', { name: 'Preview link' }).inputValue();
  // The page with its notice and the dialog open, as a screen reader meets them.
  expect(await axeViolations(page)).toEqual([]);
  expect(link).toMatch(
    new RegExp(`^${siteUrl('DE', '/release-preview?link=')}`.replace(/[?.]/g, '\\$&')),
  );

  const reviewer = await freshPage(browser);
  await reviewer
    .context()
    .addCookies([{ name: 'csrf_token', value: 'reviewer-csrf', url: siteUrl('DE') }]);
  await reviewer.goto(siteUrl('DE', '/service/health'));
  const login = await reviewer.evaluate(
    async (account) =>
      (
        await fetch('/service/login/api/v1/staff/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': 'reviewer-csrf' },
          body: JSON.stringify(account),
        })
      ).status,
    { username: REVIEWER.username, password: REVIEWER.password },
  );
  expect(login).toBe(200);
  await reviewer.goto(link);
  await expect(reviewer).toHaveURL(siteUrl('DE'));
  await expect(heading(reviewer, CANDIDATE.DE)).toBeVisible();
  await expect(notice(reviewer).getByRole('listitem')).toHaveText(named);

  const stranger = await freshPage(browser);
  await stranger.goto(link);
  await expect(stranger).toHaveURL(siteUrl('DE'));
  await expect(heading(stranger, LIVE.DE)).toBeVisible();
  await expect(notice(stranger)).toHaveCount(0);
});
