import i18next, { type i18n } from 'i18next';
import type { Locale } from '@storefront/contracts';
import { loadNamespace, type TextsLoader } from '@storefront/i18n';

/**
 * One i18next instance per request (ssr-rules: requests in different locales render concurrently
 * in one process), configured like the browser's (libs/i18n initI18n), with every namespace the
 * render needs loaded first: the server never suspends for texts. A remote namespace loads with the
 * loader of the slot module this page renders (`loaders`): the process holds several releases of a
 * remote when sites run different ones, and the process-wide registry (registerTexts) knows only
 * the release loaded last, so it is the fallback for a module that exports no loader. Each bundle
 * is complete (loadNamespace merges the locale's fallbacks, de-DE under de-AT), so the fallback
 * languages are not loaded again beside it.
 */
export async function serverI18n(locale: Locale, namespaces: readonly string[], loaders: ReadonlyMap<string, TextsLoader> = new Map()): Promise<i18n> {
  const bundles: Record<string, Record<string, unknown>> = {};
  await Promise.all(
    ['common', ...namespaces].map(async (namespace) => {
      // A namespace that cannot load (a remote that registered no texts) costs only its own texts:
      // that remote's keys show, or its slot falls back; the page still renders.
      const texts = await loadNamespace(locale, namespace, loaders.get(namespace)).catch(() => undefined);
      if (texts) bundles[namespace] = texts;
    }),
  );
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    resources: { [locale]: bundles },
    fallbackLng: false,
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
