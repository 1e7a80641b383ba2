import { registerTexts } from '@storefront/i18n';

/**
 * The cart remote's texts ship in its own build (one chunk per locale, loaded when first needed),
 * so a text change is a cart deploy alone. Every exposed module calls this before it renders.
 */
export function registerCartTexts(): void {
  registerTexts('cart', (locale) => import(/* webpackChunkName: "texts-[request]" */ `./${locale}.json`));
}
