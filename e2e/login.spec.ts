import { expect, test } from './support/test';
import type { Request } from '@playwright/test';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { DEMO_CUSTOMER_PASSWORD, demoCustomerEmail } from './support/logins';

// Must match RENEWAL_CHECK_INTERVAL_MS in apps/shell/src/features/login-renewal/constants.ts.
const RENEWAL_CHECK_INTERVAL = '03:00';

test.describe('customer login and login-token renewal', () => {
  test('a customer logs in at /login and the login token is renewed only after activity', async ({
    page,
    context,
  }) => {
    const watch = watchPageErrors(page);
    await page.clock.install();
    const renewals: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/service/login/api/v1/logintoken/renew')) renewals.push(request);
    });

    await page.goto(siteUrl('HU', '/login?returnTo=/subscribenewsletter'));
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'login');
    // The hydrated form's own login (its JSON call, then the renewal); the plain post before
    // hydration is server-rendering.spec's.
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
    await main.getByLabel('E-mail-cím').fill(demoCustomerEmail('HU'));
    await main.getByLabel('Jelszó').fill('wrong');
    await main.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(main.getByRole('alert')).toHaveText('Az e-mail-cím vagy a jelszó helytelen.');
    expect(renewals).toHaveLength(0);

    // Both fields again: should the wait above not have covered hydration, the first click posted
    // natively and the page it came back to has an empty e-mail field (as preview.spec's login).
    await main.getByLabel('E-mail-cím').fill(demoCustomerEmail('HU'));
    await main.getByLabel('Jelszó').fill(DEMO_CUSTOMER_PASSWORD);
    const firstRenewal = page.waitForResponse((response) =>
      response.url().endsWith('/logintoken/renew'),
    );
    await main.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page).toHaveURL(siteUrl('HU', '/subscribenewsletter'));
    const cookies = await context.cookies(siteUrl('HU'));
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['LoginToken', 'LongTermToken']),
    );

    // Visible with a login token: the check runs at once (the e2e server makes tokens renewable at once).
    expect((await firstRenewal).status()).toBe(201);
    expect(renewals).toHaveLength(1);

    // No activity: three minutes pass without a renewal.
    await page.clock.fastForward(RENEWAL_CHECK_INTERVAL);
    await page.clock.fastForward(RENEWAL_CHECK_INTERVAL);
    expect(renewals).toHaveLength(1);

    // Activity, then the next 3-minute tick renews.
    await page.mouse.click(5, 5);
    const secondRenewal = page.waitForResponse((response) =>
      response.url().endsWith('/logintoken/renew'),
    );
    await page.clock.fastForward(RENEWAL_CHECK_INTERVAL);
    expect((await secondRenewal).status()).toBe(201);
    expect(renewals).toHaveLength(2);
    expect(renewals[1]?.headers()['x-csrf-token']).toBeTruthy();
    expect(
      (await context.cookies(siteUrl('HU'))).find((cookie) => cookie.name === 'LoginToken')?.value,
    ).toBeTruthy();
    expect(watch.errors).toEqual([]);
  });
});
