import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, loadNamespace } from '@storefront/i18n';
import { LOCALE_FALLBACKS, type Locale, type ServerRequestContext } from '@storefront/contracts';
import { requestContext } from './requestContext';

/**
 * For server-rendering tests: an i18next instance of its own for one locale with the
 * real texts, as the document server gives each page, never the page's global instance.
 */
export async function localeInstance(locale: Locale, namespaces: readonly string[]): Promise<i18n> {
  const languages = [locale, ...(LOCALE_FALLBACKS[locale] ?? [])];
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of languages) {
    resources[language] = {};
    for (const namespace of ['common', ...namespaces])
      resources[language][namespace] = await loadNamespace(language, namespace);
  }
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: [...(LOCALE_FALLBACKS[locale] ?? [])],
    resources,
    ns: ['common', ...namespaces],
    defaultNS: 'common',
    fallbackNS: 'common',
    keySeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export function withTexts(instance: i18n, element: ReactElement): ReactElement {
  return <I18nextProvider i18n={instance}>{element}</I18nextProvider>;
}

/** A request context whose fetchService answers with `answer` (or fails), recording the paths asked. */
export function fakeContext(
  overrides: Partial<ServerRequestContext> & {
    answer?: (path: string) => Promise<{ status: number; body: unknown }>;
  } = {},
) {
  const { answer = () => Promise.reject(new Error('no call expected')), ...rest } = overrides;
  const fetchService = jest.fn((path: string) => answer(path));
  const context: ServerRequestContext = requestContext({ fetchService, ...rest });
  return { context, fetchService };
}

/** The sites every server-rendering test covers (at least DE, HU and TR). */
export const SSR_SITES = [
  { site: 'DE', locale: 'de-DE' },
  { site: 'HU', locale: 'hu-HU' },
  { site: 'TR', locale: 'tr-TR' },
] as const;
