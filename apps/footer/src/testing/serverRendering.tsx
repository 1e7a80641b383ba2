import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LOCALE_FALLBACKS, type Locale, type ServerRequestContext } from '@storefront/contracts';

/**
 * Test helpers for the server render (issue 16): an i18next instance of the page's locale with its
 * texts loaded up front, as the document server provides one per request (never the global one), and
 * a request context with a fake in-process service.
 */
const SHARED_LOCALES = path.resolve(__dirname, '../../../../libs/i18n/src/locales');
const OWN_TEXTS = path.resolve(__dirname, '../texts');

const readJson = (file: string): Record<string, unknown> => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {});

export function i18nFor(locale: Locale): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const each of [locale, ...(LOCALE_FALLBACKS[locale] ?? [])]) {
    resources[each] = {
      common: readJson(path.join(SHARED_LOCALES, each, 'common.json')),
      ui: readJson(path.join(SHARED_LOCALES, each, 'ui.json')),
      footer: readJson(path.join(OWN_TEXTS, `${each}.json`)),
    };
  }
  void instance.init({
    lng: locale,
    fallbackLng: [...(LOCALE_FALLBACKS[locale] ?? [])],
    resources,
    ns: ['common', 'ui', 'footer'],
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

export function withTexts(locale: Locale, children: ReactNode) {
  return <I18nextProvider i18n={i18nFor(locale)}>{children}</I18nextProvider>;
}

export function requestContext(overrides: Partial<ServerRequestContext> = {}): ServerRequestContext {
  return {
    site: 'DE',
    locale: 'de-DE',
    platform: 'CLASSIC',
    pageType: 'home',
    reduced: false,
    path: '/',
    query: '',
    cookies: {},
    fetchService: () => Promise.reject(new Error('no service in this test')),
    ...overrides,
  };
}
