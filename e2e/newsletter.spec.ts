import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import type { Site } from '@storefront/contracts';
import { hydrated, siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { demoCustomerEmail, loginAsDemoCustomer } from './support/logins';
import {
  latestDoubleOptInLink,
  subscribersWithEmail,
  uniqueEmail,
} from './support/newsletterOutbox';
import { plainSignUpForm, signUpInHungarianWithoutScript } from './support/newsletterSignUp';

/** The sign-up on the page itself; the footer may show its own teaser further down. */
const signUp = (page: Page) => page.getByRole('main');

async function confirmFromOutbox(
  page: Page,
  site: Site,
  email: string,
  texts: { heading: string; confirmed: string },
) {
  await expect
    .poll(() => latestDoubleOptInLink(email))
    .toMatch(/\/subscribenewsletter\/confirm\?token=[\w-]{43}$/);
  const link = latestDoubleOptInLink(email)!;
  // The link leads to the subscriber's own site.
  expect(new URL(link).origin).toBe(new URL(siteUrl(site)).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
  await expect(signUp(page).getByText(texts.confirmed)).toBeVisible();
  await expect
    .poll(() => subscribersWithEmail(email).map((row) => row.status))
    .toEqual(['CONFIRMED']);
}

// NFPL-6-1: an anonymous visitor (never logged in here) subscribes.
test('NFPL-6-1: DE: errors on blur, fixed, submitted, confirmed from the e-mail link; a stale link offers a new sign-up', async ({
  page,
}) => {
  const watcher = watchPageErrors(page);
  const email = uniqueEmail('de');
  await page.goto(siteUrl('DE', '/subscribenewsletter'));
  await hydrated(page);
  const main = signUp(page);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Newsletter abonnieren' }),
  ).toBeVisible();
  const field = main.getByRole('textbox', { name: 'E-Mail-Adresse' });
  await field.click();
  await expect(main.getByRole('checkbox', { name: /personalisierte Angebote/ })).toBeVisible();
  await field.pressSequentially('anna@beispiel');
  await expect(main.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toHaveCount(0);
  await field.blur();
  await expect(field).toHaveAccessibleDescription(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  );
  await field.fill(email);
  await field.blur();
  await expect(field).not.toHaveAttribute('aria-invalid');
  await main.getByRole('checkbox', { name: /personalisierte Angebote/ }).check();
  await main.getByRole('button', { name: 'Anmelden' }).click();

  const success = main
    .getByRole('status')
    .filter({ hasText: 'Vielen Dank für Ihre Newsletter Anmeldung' });
  await expect(success).toContainText(`Wir haben Ihnen eine E-Mail an ${email} geschickt.`);
  await expect(main.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveCount(0);
  expect(
    await page.evaluate(() => window.dataLayer?.filter((event) => event.event === 'sign_up')),
  ).toEqual([
    {
      event: 'sign_up',
      subject: 'newsletter',
      origin: 'onsite:subsite',
      type: 'ga4',
      emitter: 'newsletterservice',
    },
  ]);
  expect(subscribersWithEmail(email)).toEqual([
    {
      site: 'DE',
      status: 'PENDING',
      consents: '["DNE"]',
      first_name: null,
      last_name: null,
      salutation: null,
    },
  ]);

  await confirmFromOutbox(page, 'DE', email, {
    heading: 'Newsletter-Anmeldung bestätigen',
    confirmed: 'Ihre Newsletter-Anmeldung ist bestätigt',
  });

  await page.goto(siteUrl('DE', `/subscribenewsletter/confirm?token=${'x'.repeat(43)}`));
  const notice = signUp(page).getByText(
    'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Storefront Newsletter an.',
  );
  await expect(notice).toBeVisible();
  await signUp(page).getByRole('textbox', { name: 'E-Mail-Adresse' }).focus();
  await expect(notice).toHaveCount(0);
  expect(watcher.errors).toEqual([]);
});

test('NFPL-2.1-2: two columns from 767 px, the image beside the form (273 by 273, from 1024 px 400 by 300); below 767 px the form alone', async ({
  page,
}) => {
  for (const [width, image] of [
    [1024, { width: 400, height: 300 }],
    [1023, { width: 273, height: 273 }],
    [767, { width: 273, height: 273 }],
    [766, undefined],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl('DE', '/subscribenewsletter'));
    const picture = signUp(page).locator('[data-boundary="newsletter"] img').first();
    const field = signUp(page).getByRole('textbox', { name: 'E-Mail-Adresse' });
    if (!image) {
      await expect(picture, `${width} px`).toBeHidden();
      continue;
    }
    await expect(picture).toBeVisible();
    // The loaded image's own box: the spec's size at this width.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const [imageBox, fieldBox] = [await picture.boundingBox(), await field.boundingBox()];
    expect([width, Math.round(imageBox?.width ?? 0), Math.round(imageBox?.height ?? 0)]).toEqual([
      width,
      image.width,
      image.height,
    ]);
    // The form's column starts right of the image's.
    expect(fieldBox?.x ?? 0).toBeGreaterThanOrEqual((imageBox?.x ?? 0) + image.width);
  }
});

test('HU: salutation and names required with the Hungarian messages; a logged-in customer gets them prefilled and locked', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('hu');
  await page.goto(siteUrl('HU', '/subscribenewsletter'));
  await hydrated(page);
  const main = signUp(page);
  await main.getByRole('button', { name: 'Feliratkozom' }).click();
  await expect(main.getByRole('textbox', { name: 'E-mail-cím' })).toHaveAccessibleDescription(
    'Az e-mail-cím megadása kötelező.',
  );
  const salutation = main.getByRole('combobox', { name: 'Megszólítás' });
  await expect(salutation).toHaveAccessibleDescription('A megszólítás mező kitöltése kötelező.');
  await expect(main.getByRole('textbox', { name: 'Keresztnév' })).toHaveAccessibleDescription(
    'A keresztnév megadása kötelező.',
  );
  await expect(main.getByRole('textbox', { name: 'Vezetéknév' })).toHaveAccessibleDescription(
    'A vezetéknév megadása kötelező.',
  );
  const audit = await new AxeBuilder({ page })
    .include('main [data-boundary="newsletter"]')
    .analyze();
  expect(
    audit.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);

  await main.getByRole('textbox', { name: 'E-mail-cím' }).fill(email);
  await salutation.selectOption('MRS');
  await main.getByRole('textbox', { name: 'Keresztnév' }).fill('www.spam.hu');
  await main.getByRole('textbox', { name: 'Keresztnév' }).blur();
  await expect(main.getByRole('textbox', { name: 'Keresztnév' })).toHaveAccessibleDescription(
    'Ez a mező érvénytelen karaktereket tartalmaz.',
  );
  await main.getByRole('textbox', { name: 'Keresztnév' }).fill('Réka');
  await main.getByRole('textbox', { name: 'Vezetéknév' }).fill('Kovács');
  await main.getByRole('button', { name: 'Feliratkozom' }).click();
  await expect(main.getByText('Köszönjük hírlevél-feliratkozását')).toBeVisible();
  expect(subscribersWithEmail(email)).toEqual([
    {
      site: 'HU',
      status: 'PENDING',
      consents: '[]',
      first_name: 'Réka',
      last_name: 'Kovács',
      salutation: 'MRS',
    },
  ]);
  await confirmFromOutbox(page, 'HU', email, {
    heading: 'Hírlevél-feliratkozás megerősítése',
    confirmed: 'Hírlevél-feliratkozása megerősítve',
  });

  // Prefill: log the demo customer in (in a context of its own), without signing them up.
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(siteUrl('HU', '/subscribenewsletter'));
  await loginAsDemoCustomer(customer, 'HU');
  await customer.reload();
  const form = signUp(customer);
  await expect(form.getByRole('textbox', { name: 'E-mail-cím' })).toHaveValue(
    demoCustomerEmail('HU'),
  );
  await expect(form.getByRole('combobox', { name: 'Megszólítás' })).toHaveValue('MRS');
  await expect(form.getByRole('combobox', { name: 'Megszólítás' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Keresztnév' })).toHaveValue('Eszter');
  await expect(form.getByRole('textbox', { name: 'Vezetéknév' })).toBeDisabled();
  await context.close();
});

test('TR: names and the commercial message consent required, then subscribed and confirmed @phone', async ({
  page,
}) => {
  const email = uniqueEmail('tr');
  await page.goto(siteUrl('TR', '/subscribenewsletter'));
  await hydrated(page);
  const main = signUp(page);
  await main.getByRole('textbox', { name: 'E-posta adresi' }).fill(email);
  await main.getByRole('button', { name: 'Abone ol' }).click();
  await expect(main.getByRole('textbox', { name: 'Ad', exact: true })).toHaveAccessibleDescription(
    'Ad zorunlu bir alandır.',
  );
  const legals = main.getByRole('checkbox', { name: /ticari elektronik ileti/ });
  await expect(legals).toHaveAccessibleDescription(
    'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.',
  );
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await main.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ayşe');
  await main.getByRole('textbox', { name: 'Soyad' }).fill('Yıldız');
  await legals.check();
  await expect(legals).not.toHaveAttribute('aria-invalid');
  await main.getByRole('button', { name: 'Abone ol' }).click();
  await expect(main.getByText('E-bülten kaydınız için teşekkür ederiz')).toBeVisible();
  await expect(main.getByText(/Onaylanmayan kayıtlar 14 gün sonra silinir/)).toBeVisible();
  await confirmFromOutbox(page, 'TR', email, {
    heading: 'E-bülten kaydını onayla',
    confirmed: 'E-bülten kaydınız onaylandı',
  });
});

test('DE: a bot filling the trap field sees success but nothing is stored; a failing service shows the technical error', async ({
  page,
}) => {
  const bot = uniqueEmail('bot');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/newsletter-subscribers')) calls.push(request.method());
  });
  await page.goto(siteUrl('DE', '/subscribenewsletter'));
  await hydrated(page);
  const main = signUp(page);
  await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(bot);
  await main.locator('input[name="verify-email"]').fill(bot, { force: true });
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByText('Vielen Dank für Ihre Newsletter Anmeldung')).toBeVisible();
  expect(calls).toEqual([]);
  expect(subscribersWithEmail(bot)).toEqual([]);
  expect(latestDoubleOptInLink(bot)).toBeUndefined();

  await page.route('**/service/newsletter/api/*/newsletter-subscribers', (route) =>
    route.abort('connectionrefused'),
  );
  await page.reload();
  await hydrated(page);
  await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(uniqueEmail('down'));
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
  );
  await expect(main.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
});

/**
 * The plain form post (issue 16): the sign-up's real form, submitted natively (`form.submit()` fires
 * no submit event, so the script's fetch stays out), as a browser without JavaScript, or one that has
 * not hydrated the block yet, sends it. The API answers 303 back to the page with the outcome.
 */
async function submitNatively(page: Page, form: ReturnType<Page['locator']>, outcome: string) {
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('newsletter') === outcome),
    form.evaluate((element) => (element as HTMLFormElement).submit()),
  ]);
  await hydrated(page);
}

test('HU: the plain form post comes back with the Hungarian messages, then signs up', async ({
  page,
}) => {
  const email = uniqueEmail('hu-form');
  await page.goto(siteUrl('HU', '/subscribenewsletter?utm=x'));
  await hydrated(page);
  const main = signUp(page);
  const form = main.locator('form[method="post"][action="/service/newsletter/sign-up"]');
  await main.getByRole('textbox', { name: 'E-mail-cím' }).fill(email);
  await submitNatively(page, form, 'salutation.required,firstName.required,lastName.required');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
    `/subscribenewsletter?utm=x&newsletter=${encodeURIComponent('salutation.required,firstName.required,lastName.required')}`,
  );
  expect(new URL(page.url()).hash).toBe('#newsletter-sign-up');
  await expect(main.getByRole('textbox', { name: 'Keresztnév' })).toHaveAccessibleDescription(
    'A keresztnév megadása kötelező.',
  );
  await expect(main.getByRole('combobox', { name: 'Megszólítás' })).toHaveAccessibleDescription(
    'A megszólítás mező kitöltése kötelező.',
  );
  expect(subscribersWithEmail(email)).toEqual([]);

  await main.getByRole('textbox', { name: 'E-mail-cím' }).fill(email);
  await main.getByRole('combobox', { name: 'Megszólítás' }).selectOption('MR');
  await main.getByRole('textbox', { name: 'Keresztnév' }).fill('Péter');
  await main.getByRole('textbox', { name: 'Vezetéknév' }).fill('Szabó');
  await submitNatively(page, form, 'success');
  await expect(main.getByText('Köszönjük hírlevél-feliratkozását')).toBeVisible();
  await expect(
    main.getByText('E-mailt küldtünk a megadott címre.', { exact: false }),
  ).toBeVisible();
  expect(subscribersWithEmail(email)).toEqual([
    {
      site: 'HU',
      status: 'PENDING',
      consents: '[]',
      first_name: 'Péter',
      last_name: 'Szabó',
      salutation: 'MR',
    },
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('DE: the sign-up above the footer posts as a normal form and answers with the spec’s messages', async ({
    page,
  }) => {
    await page.goto(siteUrl('DE', '/'));
    const form = plainSignUpForm(page);
    const email = form.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await email.fill('kein-at-zeichen');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/newsletter=email\.regex#newsletter-sign-up$/);
    await expect(email).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    const address = uniqueEmail('nojs');
    await email.fill(address);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/\?newsletter=success#newsletter-sign-up$/);
    await expect(
      page
        .locator('[data-boundary="newsletter"]')
        .getByText('Vielen Dank für Ihre Newsletter Anmeldung'),
    ).toBeVisible();
    expect(subscribersWithEmail(address)).toEqual([
      {
        site: 'DE',
        status: 'PENDING',
        consents: '[]',
        first_name: null,
        last_name: null,
        salutation: null,
      },
    ]);
  });

  test('HU: salutation and names are there from the start, so one post signs up', async ({
    page,
  }) => {
    const address = uniqueEmail('nojs-hu');
    await signUpInHungarianWithoutScript(page, {
      email: address,
      salutation: 'Asszony',
      firstName: 'Éva',
      lastName: 'Kovács',
    });
    await expect(page).toHaveURL(/\/\?newsletter=success#newsletter-sign-up$/);
    await expect(
      page.locator('[data-boundary="newsletter"]').getByText('Köszönjük hírlevél-feliratkozását'),
    ).toBeVisible();
    expect(subscribersWithEmail(address)).toEqual([
      {
        site: 'HU',
        status: 'PENDING',
        consents: '[]',
        first_name: 'Éva',
        last_name: 'Kovács',
        salutation: 'MRS',
      },
    ]);
  });
});
