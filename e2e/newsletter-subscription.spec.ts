import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { expect, test } from './support/test';
import { hydrated, siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { E2E_PORT } from '../playwright.config';
import {
  latestSubscriptionLink,
  subscribersWithEmail,
  uniqueEmail,
} from './support/newsletterOutbox';
import { signUpInHungarianWithoutScript } from './support/newsletterSignUp';

/**
 * Issue 31 item 1: the subscription page the newsletter mails link to (spec 1 "update the
 * subscription through a subscriber token", 4.1, 7.1): NFPL-1-5, NFPL-4.1-13, NFPL-7.1-3, NFPL-7.1-5.
 */
const LINK = /\/subscribenewsletter\/subscription\?token=[\w-]{43}$/;

/** The page's own part: the subscription in the main landmark. */
const main = (page: Page) => page.getByRole('main');

/** The link of the newest mail to the address, once the sign-up's mail is in the outbox; it leads to the subscriber's own site. */
async function subscriptionLinkFor(site: Site, email: string): Promise<string> {
  await expect.poll(() => latestSubscriptionLink(email)).toMatch(LINK);
  const link = latestSubscriptionLink(email)!;
  expect(new URL(link).origin).toBe(new URL(siteUrl(site)).origin);
  return link;
}

/** A sign-up as the site's plain form posts it (same origin, no script needed). */
async function signUpByForm(
  request: APIRequestContext,
  site: Site,
  email: string,
  fields: Record<string, string> = {},
) {
  const origin = `http://${SITE_CONFIG[site].localHost}:${E2E_PORT}`;
  const response = await request.post(`http://127.0.0.1:${E2E_PORT}/service/newsletter/sign-up`, {
    form: { email, site, returnTo: '/', ...fields },
    headers: { host: `${SITE_CONFIG[site].localHost}:${E2E_PORT}`, origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toContain('newsletter=success');
}

test('DE: signed up, the mail’s link opens the subscription; the name is changed and kept after a reload; then it is ended', async ({
  page,
}) => {
  // Seven page loads with their remotes: more than one page's time budget on a busy machine.
  test.slow();
  const watcher = watchPageErrors(page);
  const email = uniqueEmail('subs-de');
  await page.goto(siteUrl('DE', '/subscribenewsletter'));
  await hydrated(page);
  await main(page).getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await main(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(main(page).getByText('Vielen Dank für Ihre Newsletter Anmeldung')).toBeVisible();

  // NFPL-1-5: the mail carries the link to the subscriber's page; NFPL-7.1-3: the page reads it by token.
  const opened = await page.goto(await subscriptionLinkFor('DE', email));
  // One subscriber's data by the token in its address: no copy anywhere, the browser's included
  // (apps/document-server/src/pageCaching.ts), so a change shows on reload and no cache keeps the token.
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await hydrated(page);
  const subscription = main(page);
  await expect(
    subscription.getByRole('heading', { level: 1, name: 'Ihr Newsletter-Abonnement' }),
  ).toBeVisible();
  await expect(subscription.getByText(email)).toBeVisible();
  await expect(subscription.getByText(/^Noch nicht bestätigt/)).toBeVisible();

  // NFPL-7.1-5, NFPL-4.1-13: the change goes to the service by token (PUT with the update request).
  const changeForm = subscription.getByRole('form', { name: 'Angaben ändern' });
  await changeForm.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
  await changeForm.getByRole('textbox', { name: 'Nachname' }).fill('Berg');
  const put = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' &&
      /\/service\/newsletter\/api\/internal\/newsletter-subscribers\/[\w-]{43}$/.test(
        request.url(),
      ),
  );
  await changeForm.getByRole('button', { name: 'Änderungen speichern' }).click();
  expect((await put).postDataJSON()).toEqual({
    salutation: null,
    firstName: 'Anna',
    lastName: 'Berg',
    consents: [],
  });
  await expect(
    subscription.getByRole('status').filter({ hasText: 'Ihre Änderungen sind gespeichert.' }),
  ).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(main(page).getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
  await expect(main(page).getByRole('textbox', { name: 'Nachname' })).toHaveValue('Berg');

  await main(page)
    .getByRole('form', { name: 'Newsletter abbestellen' })
    .getByRole('button', { name: 'Newsletter abbestellen' })
    .click();
  await expect(main(page).getByText('Ihr Newsletter-Abonnement ist beendet')).toBeVisible();
  await page.reload();
  await expect(main(page).getByText('Abgemeldet', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Ihr Newsletter-Abonnement ist beendet')).toBeVisible();
  await expect(main(page).getByRole('form')).toHaveCount(0);
  await expect(
    main(page).getByRole('link', { name: 'Erneut zum Newsletter anmelden' }),
  ).toHaveAttribute('href', '/subscribenewsletter');
  expect(subscribersWithEmail(email)).toEqual([
    {
      site: 'DE',
      status: 'UNSUBSCRIBED',
      consents: '[]',
      first_name: 'Anna',
      last_name: 'Berg',
      salutation: null,
    },
  ]);
  expect(watcher.errors).toEqual([]);
});

test('an unknown, a malformed or a hostile token shows the invalid-link message and changes nothing', async ({
  page,
}) => {
  test.slow();
  for (const query of [
    `token=${'x'.repeat(43)}`,
    'token=short',
    `token=${'a'.repeat(43)}%22%3E%3Cimg%20src%3Dx%3E`,
  ]) {
    await page.goto(siteUrl('DE', `/subscribenewsletter/subscription?${query}`));
    await expect(
      main(page).getByText(
        'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Storefront Newsletter an.',
      ),
    ).toBeVisible();
    await expect(main(page).getByRole('form')).toHaveCount(0);
    await expect(main(page).locator('img[src="x"]')).toHaveCount(0);
  }
});

const ACCESSIBLE_NAMES = {
  DE: {
    h1: 'Ihr Newsletter-Abonnement',
    change: 'Angaben ändern',
    end: 'Newsletter abbestellen',
    fields: ['Anrede', 'Vorname', 'Nachname'],
    save: 'Änderungen speichern',
    endButton: 'Newsletter abbestellen',
    extra: {},
  },
  HU: {
    h1: 'Az Ön hírlevél-feliratkozása',
    change: 'Adatok módosítása',
    end: 'Leiratkozás a hírlevélről',
    fields: ['Megszólítás', 'Keresztnév', 'Vezetéknév'],
    save: 'Módosítások mentése',
    endButton: 'Leiratkozom',
    extra: { salutation: 'MR', firstName: 'Péter', lastName: 'Kiss' },
  },
  TR: {
    h1: 'E-bülten aboneliğiniz',
    change: 'Bilgileri değiştir',
    end: 'E-bülten aboneliğinden çık',
    fields: ['Hitap', 'Ad', 'Soyad'],
    save: 'Değişiklikleri kaydet',
    endButton: 'Abonelikten çık',
    extra: { firstName: 'Ayşe', lastName: 'Demir', legals: 'true' },
  },
} as const;

for (const [site, names] of Object.entries(ACCESSIBLE_NAMES) as [
  keyof typeof ACCESSIBLE_NAMES,
  (typeof ACCESSIBLE_NAMES)[keyof typeof ACCESSIBLE_NAMES],
][]) {
  test(`${site}: the page’s landmarks, headings, labels and buttons are named in the site’s language`, async ({
    page,
    request,
  }) => {
    // A sign-up, a page with its remotes and an audit: more than one page's time budget on a busy machine.
    test.slow();
    const email = uniqueEmail(`subs-names-${site.toLowerCase()}`);
    await signUpByForm(request, site, email, names.extra);
    await page.goto(await subscriptionLinkFor(site, email));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', SITE_CONFIG[site].locale);
    await expect(page).toHaveTitle(new RegExp(names.h1));
    const region = main(page).getByRole('region', { name: names.h1 });
    await expect(region.getByRole('heading', { level: 1, name: names.h1 })).toBeVisible();
    const change = region.getByRole('form', { name: names.change });
    await expect(region.getByRole('heading', { level: 2, name: names.change })).toBeVisible();
    await expect(change.getByRole('combobox', { name: names.fields[0] })).toBeVisible();
    await expect(change.getByRole('textbox', { name: names.fields[1], exact: true })).toBeVisible();
    await expect(change.getByRole('textbox', { name: names.fields[2], exact: true })).toBeVisible();
    await expect(change.getByRole('button', { name: names.save })).toBeVisible();
    await expect(
      region.getByRole('form', { name: names.end }).getByRole('button', { name: names.endButton }),
    ).toBeVisible();
    const audit = await new AxeBuilder({ page })
      .include('main [data-boundary="newsletter"]')
      .analyze();
    expect(
      audit.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('HU: the mail’s link opens the subscription; a failed rule, then the change, is kept after a reload; then it is ended', async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail('subs-nojs-hu');
    await signUpInHungarianWithoutScript(page, {
      email,
      salutation: 'Asszony',
      firstName: 'Éva',
      lastName: 'Kovács',
    });
    await expect(page).toHaveURL(/newsletter=success/);

    await page.goto(await subscriptionLinkFor('HU', email));
    const subscription = main(page);
    await expect(
      subscription.getByRole('heading', { level: 1, name: 'Az Ön hírlevél-feliratkozása' }),
    ).toBeVisible();
    await expect(subscription.getByText(email)).toBeVisible();
    const change = subscription.getByRole('form', { name: 'Adatok módosítása' });
    await expect(change.getByRole('textbox', { name: 'Keresztnév' })).toHaveValue('Éva');

    // Spec 5.1, Hungary: the first name is required; the plain post comes back with the rule's message.
    await change.getByRole('textbox', { name: 'Keresztnév' }).fill('');
    await change.getByRole('button', { name: 'Módosítások mentése' }).click();
    await expect(page).toHaveURL(/subscription=firstName\.required#newsletter-subscription$/);
    await expect(
      main(page).getByRole('textbox', { name: 'Keresztnév' }),
    ).toHaveAccessibleDescription('A keresztnév megadása kötelező.');

    await main(page).getByRole('textbox', { name: 'Keresztnév' }).fill('Évi');
    await main(page).getByRole('button', { name: 'Módosítások mentése' }).click();
    await expect(page).toHaveURL(/subscription=saved#newsletter-subscription$/);
    await expect(main(page).getByText('Módosításait elmentettük.')).toBeVisible();
    await page.reload();
    await expect(main(page).getByRole('textbox', { name: 'Keresztnév' })).toHaveValue('Évi');

    await main(page).getByRole('button', { name: 'Leiratkozom' }).click();
    await expect(page).toHaveURL(/subscription=ended#newsletter-subscription$/);
    await expect(main(page).getByText('Hírlevél-feliratkozása megszűnt')).toBeVisible();
    await page.reload();
    await expect(main(page).getByText('Leiratkozva', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('form')).toHaveCount(0);
    expect(subscribersWithEmail(email)).toEqual([
      {
        site: 'HU',
        status: 'UNSUBSCRIBED',
        consents: '[]',
        first_name: 'Évi',
        last_name: 'Kovács',
        salutation: 'MRS',
      },
    ]);
  });

  test('an unknown token shows the invalid-link message without JavaScript too', async ({
    page,
  }) => {
    await page.goto(siteUrl('TR', `/subscribenewsletter/subscription?token=${'y'.repeat(43)}`));
    await expect(
      main(page).getByText(
        'Maalesef bu bağlantı artık geçerli değil. Lütfen Storefront e-bültenine yeniden kaydolun.',
      ),
    ).toBeVisible();
  });
});
