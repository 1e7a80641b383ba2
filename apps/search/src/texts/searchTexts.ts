import { registerTexts } from '@storefront/i18n';

/**
 * The search remote's texts ship in its own build (one chunk per locale, loaded when first needed),
 * so a text change is a search deploy alone. Every exposed module calls this before it renders.
 */
export function registerSearchTexts(): void {
  registerTexts('search', (locale) => import(/* webpackChunkName: "texts-[request]" */ `./${locale}.json`));
}
