import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LOCALE_FALLBACKS, type Locale } from '@storefront/contracts';

const SHARED_LOCALES = path.resolve(__dirname, '../../i18n/src/locales');
const readJson = (file: string): Record<string, unknown> =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};

/**
 * An i18next instance of the page's locale with the texts loaded up front, as the document server
 * gives each request one (never the page's global instance): the shared `common` and `ui`
 * texts and a remote's own namespace from its texts folder (`<textsDir>/<locale>.json`), with the
 * locale's fallbacks.
 */
export function serverTexts(locale: Locale, namespace: string, textsDir: string): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const each of [locale, ...(LOCALE_FALLBACKS[locale] ?? [])]) {
    resources[each] = {
      common: readJson(path.join(SHARED_LOCALES, each, 'common.json')),
      ui: readJson(path.join(SHARED_LOCALES, each, 'ui.json')),
      [namespace]: readJson(path.join(textsDir, `${each}.json`)),
    };
  }
  void instance.init({
    lng: locale,
    fallbackLng: [...(LOCALE_FALLBACKS[locale] ?? [])],
    resources,
    ns: ['common', 'ui', namespace],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    keySeparator: false,
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function withServerTexts(instance: i18n, children: ReactNode) {
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
