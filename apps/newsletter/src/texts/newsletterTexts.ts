import { registerTexts } from '@storefront/i18n';

/**
 * The newsletter remote's texts ship in its own build (one chunk per locale, loaded when first needed),
 * so a text change is a newsletter deploy alone. Every exposed module calls this before it renders.
 */
export function registerNewsletterTexts(): void {
  registerTexts('newsletter', (locale) => import(/* webpackChunkName: "texts-[request]" */ `./${locale}.json`));
}
