import { registerTexts } from '@storefront/i18n';

/**
 * The preview remote's texts ship in its own build (one chunk per locale, loaded when first needed),
 * so a text change is a preview deploy alone. Every exposed module calls this before it renders.
 */
export function registerPreviewTexts(): void {
  registerTexts('preview', (locale) => import(/* webpackChunkName: "texts-[request]" */ `./${locale}.json`));
}
