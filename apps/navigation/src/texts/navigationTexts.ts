import { registerTexts } from '@storefront/i18n';

/**
 * The navigation remote's texts ship in its own build (one chunk per locale, loaded when first needed),
 * so a text change is a navigation deploy alone. Every exposed module calls this before it renders.
 */
export function registerNavigationTexts(): void {
  registerTexts('navigation', (locale) => import(/* webpackChunkName: "texts-[request]" */ `./${locale}.json`));
}
