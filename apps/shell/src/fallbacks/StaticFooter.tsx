import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/i18n';
import styles from './fallbacks.module.css';

/** Keeps the contentinfo landmark and the essential links when the footer remote is down. */
export function StaticFooter({ newsletterSlot }: { newsletterSlot: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <>
      {newsletterSlot}
      <footer className={styles.footer} data-fallback="footer">
        <h2>{t('fallback.footer')}</h2>
        <ul className={styles.inlineList}>
          <li>
            <a href="/contact">{t('fallback.contact')}</a>
          </li>
          <li>
            <a href="/privacy">{t('fallback.privacy')}</a>
          </li>
        </ul>
      </footer>
    </>
  );
}
