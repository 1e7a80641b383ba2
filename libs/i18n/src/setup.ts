import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LOCALE_FALLBACKS, LOCALES, type Locale } from '@storefront/contracts';
import { NAMESPACES, type Namespace } from './namespaces';

export function loadNamespace(locale: string, namespace: string): Promise<Record<string, unknown>> {
  // One chunk per locale and namespace: a page downloads only its own language's texts.
  return import(/* webpackChunkName: "i18n-[request]" */ `./locales/${locale}/${namespace}.json`).then(
    (module: { default?: Record<string, unknown> } & Record<string, unknown>) => module.default ?? module,
  );
}

let initialising: Promise<i18n> | undefined;

/**
 * Initialises the page's one i18next instance. The shell calls it once before any remote renders;
 * a remote running alone in its harness calls it too. Calling it again returns the same instance.
 */
export function initI18n(locale: Locale, preload: readonly Namespace[] = ['common']): Promise<i18n> {
  initialising ??= i18next
    .use(initReactI18next)
    .use(resourcesToBackend(loadNamespace))
    .init({
      lng: locale,
      supportedLngs: [...LOCALES],
      fallbackLng: { ...Object.fromEntries(Object.entries(LOCALE_FALLBACKS).map(([locale, chain]) => [locale, [...(chain ?? [])]])), default: [] },
      load: 'currentOnly',
      ns: [...preload],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      returnNull: false,
      // Keys are flat ('pageTitle.home'), so the completeness test compares plain key lists.
      keySeparator: false,
    })
    .then(() => i18next);
  return initialising;
}

export { NAMESPACES };
export type { Namespace };
