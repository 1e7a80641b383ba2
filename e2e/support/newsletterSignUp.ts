import type { Page } from '@playwright/test';
import { siteUrl } from './sites';

/** The sign-up block above the footer as a plain form: what a visitor without JavaScript posts. */
export const plainSignUpForm = (page: Page) =>
  page.locator('form[action="/service/newsletter/sign-up"]');

/**
 * Signs up on the Hungarian home page's block without JavaScript: Hungary requires the salutation and
 * both names (spec 5.1), so the plain form shows them from the start and one post signs up.
 * `salutation` is the option's visible label.
 */
export async function signUpInHungarianWithoutScript(
  page: Page,
  person: { email: string; salutation: string; firstName: string; lastName: string },
) {
  await page.goto(siteUrl('HU', '/'));
  const form = plainSignUpForm(page);
  await form.getByRole('textbox', { name: 'E-mail-cím' }).fill(person.email);
  await form
    .getByRole('combobox', { name: 'Megszólítás' })
    .selectOption({ label: person.salutation });
  await form.getByRole('textbox', { name: 'Keresztnév' }).fill(person.firstName);
  await form.getByRole('textbox', { name: 'Vezetéknév' }).fill(person.lastName);
  await form.getByRole('button', { name: 'Feliratkozom' }).click();
}
