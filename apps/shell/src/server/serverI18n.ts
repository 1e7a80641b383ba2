import i18next, { type i18n } from 'i18next';
import { LOCALE_FALLBACKS, type Locale } from '@storefront/contracts';
import { loadNamespace, type TextsLoader } from '@storefront/i18n';

/**
 * One i18next instance per request (ssr-rules: requests in different locales render concurrently
 * in one process), configured like the browser's (libs/i18n initI18n), with every namespace the
 * render needs loaded first: the server never suspends for texts. A remote namespace loads with the
 * loader of the slot module this page renders (`loaders`): the process holds several releases of a
 * remote when sites run different ones, and the process-wide registry (registerTexts) knows only
 * the release loaded last, so it is the fallback for a module that exports no loader.
 */
export async function serverI18n(locale: Locale, namespaces: readonly string[], loaders: ReadonlyMap<string, TextsLoader> = new Map()): Promise<i18n> {
  const languages = [locale, ...(LOCALE_FALLBACKS[locale] ?? [])];
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  await Promise.all(
    languages.flatMap((language) =>
      ['common', ...namespaces].map(async (namespace) => {
        // A namespace that cannot load (a remote that registered no texts) costs only its own texts:
        // that remote's keys show, or its slot falls back; the page still renders.
        const texts = await loadNamespace(language, namespace, loaders.get(namespace)).catch(() => undefined);
        if (texts) (resources[language] ??= {})[namespace] = texts;
      }),
    ),
  );
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    resources,
    fallbackLng: { [locale]: languages.slice(1), default: [] },
    load: 'currentOnly',
    ns: ['common', ...namespaces],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    returnNull: false,
    keySeparator: false,
  });
  return instance;
}
