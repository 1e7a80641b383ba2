import { registerTexts, type TextsLoader } from '@storefront/i18n';

/**
 * This release's own texts. Exposed modules also export it as `loadTexts` (contracts,
 * ServerRenderableModule): the document server renders each site with the texts of the release
 * that site runs, which a process-wide registry cannot tell apart once two releases are live.
 */
export const loadCartTexts: TextsLoader = (locale) =>
  import(/* webpackChunkName: "texts-[request]" */ `./${locale}.json`);

/**
 * The cart remote's texts ship in its own build (one chunk per locale, loaded when first needed),
 * so a text change is a cart deploy alone. Every exposed module calls this before it renders.
 */
export function registerCartTexts(): void {
  registerTexts('cart', loadCartTexts);
}
