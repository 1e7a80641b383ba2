import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { siteUrl } from './support/sites';
import { DEMO_CUSTOMER_PASSWORD, STAFF_ACCOUNT, demoCustomerEmail } from './support/logins';
import { renderInTheBrowser } from './support/browserRendering';

// These flows count and check the browser's own login, renewal and logout calls, which a server-rendered
// page partly makes in-process; the server-rendered login form is server-rendering.spec's.
renderInTheBrowser();

/** Redirect targets that have led other sites' shoppers elsewhere after a login (issue: open redirect). */
const HOSTILE_RETURN_TO = [
  '/\t/evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example',
  'https://evil.example/',
  'javascript:alert(document.domain)',
  '/.//evil.example',
  ' //evil.example',
  '/%09/evil.example',
];

async function logInAtLoginPage(page: Page, returnTo: string): Promise<void> {
  await page.goto(siteUrl('DE', `/login?returnTo=${encodeURIComponent(returnTo)}`));
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail-Adresse').fill(demoCustomerEmail('DE'));
  await main.getByLabel('Passwort').fill(DEMO_CUSTOMER_PASSWORD);
  await main.getByRole('button', { name: 'Anmelden' }).click();
}

test.describe('logout', () => {
  test('a shopper logs out from the greeting: back on the same page, signed out after a reload, and the old login token is refused', async ({
    page,
    context,
  }) => {
    await logInAtLoginPage(page, '/search?query=kaffee');
    await expect(page).toHaveURL(siteUrl('DE', '/search?query=kaffee'));
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Hallo Anna Schneider' }).click();
    const oldLoginToken = (await context.cookies(siteUrl('DE'))).find(
      (cookie) => cookie.name === 'LoginToken',
    )?.value;
    expect(oldLoginToken).toBeTruthy();

    await banner.getByRole('button', { name: 'Abmelden', exact: true }).click();
    await expect(page).toHaveURL(siteUrl('DE', '/search?query=kaffee'));
    await expect(banner.getByRole('button', { name: 'Willkommen' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/usermenu',
    );
    expect((await context.cookies(siteUrl('DE'))).map((cookie) => cookie.name)).not.toContain(
      'LoginToken',
    );
    await page.reload();
    await expect(banner.getByRole('button', { name: 'Willkommen' })).toBeVisible();

    // The old login token, replayed (a copy kept by another tab or a thief), logs nobody in.
    await context.addCookies([{ name: 'LoginToken', value: oldLoginToken!, url: siteUrl('DE') }]);
    const psdata = await page.evaluate(async () =>
      (
        await fetch('/service/customerfrontenddata/api/v1/psdata', { credentials: 'include' })
      ).json(),
    );
    expect(psdata.tracking.loginStatus).toBe('LOGGED_OUT');
    await page.reload();
    await expect(banner.getByRole('button', { name: 'Willkommen' })).toBeVisible();
  });

  test('/logout shows a logout button; a post without the anti-forgery token logs nobody out', async ({
    page,
  }) => {
    await logInAtLoginPage(page, '/');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Hallo Anna Schneider' }),
    ).toBeVisible();
    // A form posting to /logout without the anti-forgery token (what a page of another site could
    // build): nobody is logged out, the shopper lands on the /logout page that asks.
    await page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), {
        method: 'post',
        action: '/logout',
      });
      form.append(
        Object.assign(document.createElement('input'), {
          type: 'hidden',
          name: 'returnTo',
          value: '/',
        }),
      );
      document.body.append(form);
      form.submit();
    });
    await expect(page).toHaveURL(siteUrl('DE', '/logout?returnTo=%2F'));
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Hallo Anna Schneider' }),
    ).toBeVisible();
    await page.goto(siteUrl('DE', '/logout?returnTo=/c/kaffee'));
    await expect(page.getByRole('heading', { level: 1, name: 'Abmelden' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Hallo Anna Schneider' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(siteUrl('DE', '/c/kaffee'));
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Willkommen' }),
    ).toBeVisible();
  });
});

test.describe('redirects after a login never leave the site', () => {
  const sameOrigin = (page: Page) => new URL(page.url()).origin === new URL(siteUrl('DE')).origin;

  for (const returnTo of HOSTILE_RETURN_TO) {
    test(`shopper login page, ?returnTo=${JSON.stringify(returnTo)}`, async ({ page }) => {
      await logInAtLoginPage(page, returnTo);
      await expect(page).not.toHaveURL(/\/login/);
      expect(sameOrigin(page)).toBe(true);
    });
  }

  for (const returnTo of HOSTILE_RETURN_TO.slice(0, 4)) {
    test(`staff login page, ?returnTo=${JSON.stringify(returnTo)}`, async ({ page }) => {
      await page.goto(siteUrl('DE', `/staff/login?returnTo=${encodeURIComponent(returnTo)}`));
      const main = page.getByRole('main');
      await main.getByLabel('User name').fill(STAFF_ACCOUNT.username);
      await main.getByLabel('Password').fill(STAFF_ACCOUNT.password);
      await main.getByRole('button', { name: 'Log in' }).click();
      await expect(page).not.toHaveURL(/\/staff\/login/);
      expect(sameOrigin(page)).toBe(true);
    });
  }
});

test('wrong passwords in a row: the login answers 429 with a growing wait, and the page says the login is not possible now', async ({
  page,
}) => {
  await page.goto(siteUrl('CZ', '/login'));
  // 20 at once, then, as a patient guesser does, one more after each wait, until the wait is long
  // enough (≥ 8 s) that the shopper's own form is surely sent within it (the server's clock runs; no fake time here).
  const outcome = await page.evaluate(async (email) => {
    const csrf = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((part) => part.startsWith('csrf_token='))
        ?.split('=')[1] ?? '',
    );
    const login = (n: number) =>
      fetch('/service/login/api/v1/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': csrf,
          'x-hunter-site': 'CZ',
        },
        body: JSON.stringify({ email, password: `wrong-${n}` }),
      });
    const burst: number[] = [];
    for (let n = 0; n < 20; n += 1) burst.push((await login(n)).status);
    const waits: number[] = [];
    for (let n = 20; n < 40; n += 1) {
      const response = await login(n);
      if (response.status !== 429) continue;
      const wait = Number(response.headers.get('retry-after'));
      waits.push(wait);
      if (!(wait >= 1) || wait >= 8) break;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    }
    return { burst, waits };
  }, demoCustomerEmail('CZ'));
  expect(outcome.burst.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(outcome.burst).toContain(429);
  // Each wait sat out and followed by another wrong password is longer than the one before.
  expect(outcome.waits.length).toBeGreaterThan(1);
  expect(
    outcome.waits.every((wait, index) => index === 0 || wait > (outcome.waits[index - 1] ?? 0)),
  ).toBe(true);
  expect(outcome.waits.at(-1)).toBeGreaterThanOrEqual(8);
  // Even the right password waits now; the form says so in the site's language.
  const main = page.getByRole('main');
  await main.getByLabel('E-mailová adresa').fill(demoCustomerEmail('CZ'));
  await main.getByLabel('Heslo').fill(DEMO_CUSTOMER_PASSWORD);
  await main.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'Přihlášení teď není možné. Zkuste to prosím později.',
  );
  await expect(page).toHaveURL(siteUrl('CZ', '/login'));
});

test("a path with replacement patterns ($') renders the page with its state intact", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(siteUrl('DE', "/c/x$'$&"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-page-type', 'notFound');
  expect(errors).toEqual([]);
});
