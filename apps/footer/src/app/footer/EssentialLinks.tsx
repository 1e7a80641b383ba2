import { useTranslation } from '@storefront/i18n';
import styles from './Footer.module.css';

const ESSENTIAL_LINKS = [
  { key: 'essential.contact', href: '/contact' },
  { key: 'essential.help', href: '/help' },
  { key: 'essential.imprint', href: '/imprint' },
  { key: 'essential.privacy', href: '/privacy' },
] as const;

/** Without any content (service failed, no embedded texts) the footer still leads to help and the legal pages. */
export function EssentialLinks() {
  const { t } = useTranslation('footer');
  return (
    <nav aria-label={t('essential.label')}>
      <ul className={styles.inlineList}>
        {ESSENTIAL_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{t(link.key)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
