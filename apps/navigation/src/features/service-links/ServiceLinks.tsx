import type { Site } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { trackGaEvent } from '../../shared/tracking';
import { SERVICE_LINKS } from './serviceLinks';
import styles from './ServiceLinks.module.css';

/** Help and FAQ, store pickup and the loyalty-card page, in the site's language. */
export function ServiceLinks({ site }: { site: Site }) {
  const { t } = useTranslation('navigation');
  return (
    <nav aria-label={t('serviceLinks.label')} className={styles.serviceLinks}>
      <ul>
        {SERVICE_LINKS[site].map(({ key, href }) => (
          <li key={key}>
            <a href={href} onClick={() => trackGaEvent('navigation', 'link click', href)}>
              {t(`serviceLinks.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
