import i18next from 'i18next';
import type { Locale, RemoteName } from '@storefront/contracts';
import { initI18n } from './setup';
import type { Namespace } from './namespaces';

/**
 * For unit tests: the real translations of `locale`, loaded before the first render. A remote's
 * namespace needs its texts registered first (the remote's jest set-up does that).
 */
export async function useTestLocale(
  locale: Locale,
  namespaces: readonly (Namespace | RemoteName)[],
): Promise<void> {
  await initI18n(locale);
  await i18next.changeLanguage(locale);
  await i18next.loadNamespaces([...namespaces]);
}
