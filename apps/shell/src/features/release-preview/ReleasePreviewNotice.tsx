import type { InitialState } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import styles from './ReleasePreviewNotice.module.css';

/**
 * Staff texts are English; the time in UTC, so the server's HTML and the browser's hydration say
 * the same whatever either's zone.
 */
const PUBLISHED_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * What a staff member previews on this page instead of the live releases (the document server's
 * releasePreview/): named at the top of every page while the preview lasts, so nobody takes it for
 * what shoppers see. Nothing on a shopper's page.
 */
export function ReleasePreviewNotice({ releases }: { releases: InitialState['releasePreview'] }) {
  const { t } = useTranslation('shell');
  if (!releases?.length) return null;
  return (
    <aside aria-label={t('releasePreview.region')} lang="en" className={styles.notice}>
      <ul className={styles.list}>
        {releases.map(({ remote, release, publisher, published }) => {
          const at = `${PUBLISHED_FORMAT.format(new Date(published))} UTC`;
          return (
            <li key={remote}>
              {publisher
                ? t('releasePreview.release', { remote, release, publisher, published: at })
                : t('releasePreview.releaseOfUnknownTeam', { remote, release, published: at })}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
