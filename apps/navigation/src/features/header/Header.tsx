import { STATIC_CATEGORIES, type HeaderProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import styles from './Header.module.css';

/** The header frame: logo, main navigation, and the other teams' search and mini-cart slots. */
export function Header({ reduced, searchSlot, miniCartSlot }: HeaderProps) {
  const { t } = useTranslation('navigation');
  return (
    <header className={styles.header} data-boundary="navigation">
      <a href="/" className={styles.logo} aria-label={t('logo')}>
        Storefront
      </a>
      {reduced ? (
        <p>{t('reduced.securePurchase')}</p>
      ) : (
        <>
          <nav aria-label={t('nav.label')} className={styles.nav}>
            <ul>
              {STATIC_CATEGORIES.map((category) => (
                <li key={category.key}>
                  <a href={category.href}>{t(`common:category.${category.key}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {searchSlot}
          <div className={styles.icons}>
            <a className={styles.icon} href="/service/storefinder/search">
              {t('icons.storeFinder')}
            </a>
            <a className={styles.icon} href="/usermenu">
              {t('icons.signIn')}
            </a>
            {miniCartSlot}
          </div>
        </>
      )}
    </header>
  );
}
