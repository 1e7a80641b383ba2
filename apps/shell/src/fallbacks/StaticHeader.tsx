import type { ReactNode } from 'react';
import { STATIC_CATEGORIES } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import styles from './fallbacks.module.css';

/** The static navigation: logo and main categories, kept when the navigation remote is down. */
export function StaticHeader({
  searchSlot,
  miniCartSlot,
}: {
  searchSlot: ReactNode;
  miniCartSlot: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <header className={styles.header} data-fallback="navigation">
      <a href="/" className={styles.logo} aria-label={`Storefront – ${t('logo')}`}>
        Storefront
      </a>
      <nav aria-label={t('staticNav.label')}>
        <ul className={styles.inlineList}>
          {STATIC_CATEGORIES.map((category) => (
            <li key={category.key}>
              <a href={category.href}>{t(`common:category.${category.key}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {searchSlot}
      {miniCartSlot}
    </header>
  );
}
