import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_RELEASE_SERVICE_PORT } from '../playwright.config';
import { test } from './support/test';
import { axeViolations } from './support/axe';
import { siteUrl } from './support/sites';
import { loginAsStaff, STAFF_ACCOUNT } from './support/logins';

/**
 * The release console on the release service's own origin (docs/architecture/releases.md, "The
 * release console"): its own accounts per team, no script, axe clean; every change confirmed with
 * the password; a storefront page's script can neither read it nor change anything through it; the
 * shop's staff accounts grant nothing there.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..');
const SITE = 'CZ';
const CONSOLE_TEST_TIMEOUT_MS = 3 * 60_000;
/** How long the release service may take to start beside the storefront (tsx compiles it first). */
const SERVICE_START_TIMEOUT_MS = 60_000;

function storefront(...args: string[]) {
  const result = spawnSync(path.join(root, 'storefront'), args, {
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

/** A console account made by the operator's command; its password, printed once. */
function consoleAccount(login: string, name: string, team: string, ...remotes: string[]): string {
  const made = storefront(
    'keys',
    'console-add',
    login,
    '--name',
    name,
    '--team',
    team,
    ...remotes.flatMap((remote) => ['--remote', remote]),
  );
  expect(made.output).toContain(`Console account ${login}`);
  return made.output.trim().split('\n').at(-1) ?? '';
}

/** The release service `./storefront start` runs beside the storefront (playwright.config.ts), on loopback. */
const consoleBase = `http://127.0.0.1:${E2E_RELEASE_SERVICE_PORT}`;
/** This run's logins: a login is never made twice (a retry makes its own). */
const run = Date.now().toString(36);
const LOGINS = { ada: `ada-${run}`, rita: `rita-${run}` };
const passwords = { ada: '', rita: '' };

test.beforeAll(async ({ request }) => {
  test.setTimeout(SERVICE_START_TIMEOUT_MS + 30_000);
  // The service reads its accounts from the store at each login: these count at once.
  passwords.ada = consoleAccount(LOGINS.ada, 'Ada Lovelace', 'footer', 'footer');
  passwords.rita = consoleAccount(LOGINS.rita, 'Rita Reader', 'platform');
  // It starts beside the storefront, which Playwright waits for; the service may come a little later.
  await expect
    .poll(
      () =>
        request.get(`${consoleBase}/console/login`).then(
          (answer) => answer.status(),
          () => 0,
        ),
      { timeout: SERVICE_START_TIMEOUT_MS },
    )
    .toBe(200);
});

test.afterAll(() => {
  for (const login of Object.values(LOGINS)) storefront('keys', 'console-revoke', login);
});

/** Logs a console account in through the console's own form, as a person would. */
async function logIn(page: Page, login: 'ada' | 'rita') {
  await page.goto(`${consoleBase}/console`);
  await expect(page).toHaveURL(`${consoleBase}/console/login`);
  await page.getByLabel('Login').fill(LOGINS[login]);
  await page.getByLabel('Password').fill(passwords[login]);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Release console/ })).toBeVisible();
}

test('the storefront serves no console, and its staff accounts grant nothing on the console’s origin', async ({
  page,
}) => {
  expect((await page.goto(siteUrl(SITE, '/staff/releases')))?.status()).toBe(404);
  // The preview panel's staff member, logged in on the shop: the console still asks for its own login,
  // and the shop's credential is no console account.
  await loginAsStaff(page, SITE);
  await page.goto(`${consoleBase}/console`);
  await expect(page).toHaveURL(`${consoleBase}/console/login`);
  await page.getByLabel('Login').fill(STAFF_ACCOUNT.username);
  await page.getByLabel('Password').fill(STAFF_ACCOUNT.password);
  const refused = page.waitForResponse(`${consoleBase}/console/login`);
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await refused).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('The login or the password is wrong.');
});

test('a release manager of the footer promotes its canary with the password, without script; a page script of the shop cannot reach the console; another team’s remote is refused', async ({
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
    '--site',
    SITE,
    '--reason',
    'console spec canary',
  );
  expect(deployed.status).toBe(0);
  const canary = /footer release ([0-9a-f]{12}) is a canary/.exec(deployed.output)?.[1] ?? '';
  const canaryRow = new RegExp(`^${SITE} .*${canary}, 20 % of shoppers`);
  // The console has no script: its forms post natively, in a browser that runs none.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The shop's page in the same browser, where scripts run (a remote's, the consent script's).
  const shopContext = await browser.newContext();
  try {
    await logIn(page, 'ada');
    const footer = page.getByRole('region', { name: 'footer' });
    await expect(footer.getByRole('row', { name: canaryRow })).toBeVisible();
    await expect(
      footer.getByRole('row', { name: /canary .*console spec canary/ }).first(),
    ).toBeVisible();
    await expect(
      footer.getByRole('img', {
        name: new RegExp(`Release ${canary}, last hour: \\d+ shoppers loaded it`),
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'cart' })).toContainText(
      'Not your team’s remote',
    );

    // The same person's session in a browser that runs scripts: axe (a script) audits the console
    // and its confirm step there, and a shop page's script tries the console.
    const cookies = await context.cookies(consoleBase);
    await shopContext.addCookies(cookies);
    const audit = await shopContext.newPage();
    await audit.goto(`${consoleBase}/console`);
    expect(await axeViolations(audit)).toEqual([]);
    await audit.goto(`${consoleBase}/console/confirm?action=promote&remote=footer&site=${SITE}`);
    expect(await axeViolations(audit)).toEqual([]);
    const shop = await shopContext.newPage();
    await shop.goto(siteUrl(SITE, '/'));
    const attempt = await shop.evaluate(
      async ({ base, site }) => {
        const read = await fetch(`${base}/console`, { credentials: 'include' }).then(
          () => 'read',
          () => 'blocked',
        );
        await fetch(`${base}/console/action`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          body: new URLSearchParams({ action: 'promote', remote: 'footer', site, form: 'x' }),
        }).catch(() => undefined);
        return read;
      },
      { base: consoleBase, site: SITE },
    );
    expect(attempt).toBe('blocked');
    await page.reload();
    await expect(footer.getByRole('row', { name: canaryRow })).toBeVisible();

    await footer.getByRole('button', { name: `Promote footer canary on ${SITE}` }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Confirm: Promote the canary of footer on ${SITE} to all shoppers`,
      }),
    ).toBeVisible();
    await page.getByLabel('Your password').fill('not the password');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText('That is not your password. Nothing changed.');
    await page.getByLabel('Your password').fill(passwords.ada);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `footer on ${SITE}: canary ${canary} promoted to all shoppers.`,
    );
    await expect(
      footer.getByRole('row', { name: new RegExp(`^${SITE} ${canary}.* none`) }),
    ).toBeVisible();
    await expect(
      footer
        .getByRole('row', {
          name: new RegExp(
            `promote .*Ada Lovelace \\(${LOGINS.ada}, team footer, release console\\)`,
          ),
        })
        .first(),
    ).toBeVisible();

    // Another team's remote: no form is offered, and the address of one is refused.
    const cart = await page.goto(
      `${consoleBase}/console/confirm?action=rollback&remote=cart&site=`,
    );
    expect(cart?.status()).toBe(403);
  } finally {
    await context.close();
    await shopContext.close();
    storefront('rollback', 'footer', '--site', SITE);
    storefront('rollback', 'footer', '--site', SITE);
  }
});

test('an account without a release role sees the console and changes nothing', async ({ page }) => {
  await logIn(page, 'rita');
  await expect(
    page.getByText(`Signed in as Rita Reader (${LOGINS.rita}, team platform)`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Roll back footer/ })).toHaveCount(0);
  const refused = await page.goto(
    `${consoleBase}/console/confirm?action=rollback&remote=footer&site=`,
  );
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('main')).toContainText(
    'Your account (team platform) may not change footer',
  );
});
