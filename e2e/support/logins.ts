import { expect, type Page } from '@playwright/test';
import type { Site } from '@storefront/contracts';
import { siteUrl } from './sites';

/** The seeded staff account (apps/api/src/domains/login/seed/content/demo-accounts.json). */
export const STAFF_ACCOUNT = { username: 'staff', password: 'Storefront-Staff-1' } as const;
/** Every demo customer's password (apps/api/src/domains/login/seed/content/demo-accounts.json). */
export const DEMO_CUSTOMER_PASSWORD = 'Storefront-Demo-1';
export const demoCustomerEmail = (site: Site) =>
  `demo.${site.toLowerCase().replace('_', '-')}@storefront.test`;

/**
 * Logs the seeded staff member in through the real staff login API, as /staff/login does, from the
 * site's own origin (Node cannot resolve *.localhost, the browser can); the HttpOnly PreviewAuth
 * cookie lands in the browser context. Leaves the page on a small JSON response.
 */
export async function loginAsStaff(page: Page, site: Site = 'DE'): Promise<void> {
  const csrf = `e2e-${Math.random().toString(36).slice(2)}`;
  await page.context().addCookies([{ name: 'csrf_token', value: csrf, url: siteUrl(site) }]);
  await page.goto(siteUrl(site, '/service/health'));
  const status = await page.evaluate(
    async ({ account, token }) => {
      const response = await fetch('/service/login/api/v1/staff/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify(account),
      });
      return response.status;
    },
    { account: STAFF_ACCOUNT, token: csrf },
  );
  expect(status).toBe(200);
}

/**
 * Logs the site's demo customer in through the real login API, from the page (which must already be
 * on the site's origin) with its anti-forgery cookie, as the login remote would. The LoginToken and
 * long-term cookies land in the page's browser context; the page is not reloaded.
 */
export async function loginAsDemoCustomer(page: Page, site: Site): Promise<void> {
  const status = await page.evaluate(
    async ({ account, site }) => {
      const csrf = document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/service/login/api/v1/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': csrf,
          'x-hunter-site': site,
        },
        body: JSON.stringify(account),
      });
      return response.status;
    },
    { account: { email: demoCustomerEmail(site), password: DEMO_CUSTOMER_PASSWORD }, site },
  );
  expect(status).toBe(200);
}
