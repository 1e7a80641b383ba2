import i18next from 'i18next';
import type { Locale } from '@storefront/contracts';
import { initI18n } from './setup';
import type { Namespace } from './namespaces';

/** For unit tests: the real translations of `locale`, loaded before the first render. */
export async function useTestLocale(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  await initI18n(locale, namespaces);
  await i18next.changeLanguage(locale);
  await i18next.loadNamespaces([...namespaces]);
}
