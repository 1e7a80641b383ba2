import { registerTexts } from '@storefront/i18n';

/**
 * The footer remote's texts ship in its own build (one chunk per locale, loaded when first needed),
 * so a text change is a footer deploy alone. Every exposed module calls this before it renders.
 */
export function registerFooterTexts(): void {
  registerTexts('footer', (locale) => import(/* webpackChunkName: "texts-[request]" */ `./${locale}.json`));
}
