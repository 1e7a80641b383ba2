import { useEffect, useState } from 'react';
import { APP_BANNER_CLOSED_KEY, appBannerShowsHere, deviceOf } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { APP_RATING, APP_REVIEW_COUNT_LABEL, APP_STORE_URL, PLAY_STORE_URL, appStoreId } from './conditions';
import styles from './AppInstallBanner.module.css';

/**
 * App-install banner for Android and iOS Chrome. iOS Safari gets no banner but the app meta tag,
 * which makes Safari show its own.
 */
export function AppInstallBanner({ reduced }: { reduced: boolean }) {
  const { t } = useTranslation('navigation');
  const [closedNow, setClosedNow] = useState(false);
  // Decided while rendering, so the banner never pushes the page down after it painted.
  const visible = !closedNow && appBannerShowsHere(reduced);
  const device = typeof navigator === 'undefined' ? 'other' : deviceOf(navigator.userAgent);

  useEffect(() => {
    if (device === 'ios-safari' && !reduced && !document.querySelector('meta[name="apple-itunes-app"]')) {
      const meta = document.createElement('meta');
      meta.name = 'apple-itunes-app';
      meta.content = `app-id=${appStoreId(location.hostname)}`;
      document.head.appendChild(meta);
    }
  }, [reduced, device]);

  if (!visible) return null;
  const storeUrl = device === 'android' ? PLAY_STORE_URL : `${APP_STORE_URL}${appStoreId(location.hostname)}`;
  return (
    <section className={styles.banner} aria-label={t('appBanner.label')}>
      <button
        type="button"
        className={styles.close}
        aria-label={t('appBanner.close')}
        onClick={() => {
          try {
            window.localStorage.setItem(APP_BANNER_CLOSED_KEY, 'true');
          } catch {
            // Private mode without storage: the banner still closes for this page.
          }
          setClosedNow(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
      <div className={styles.text}>
        <strong>{t('appBanner.title')}</strong>
        <span role="img" aria-label={t('appBanner.rating', { rating: APP_RATING, reviews: APP_REVIEW_COUNT_LABEL })} className={styles.stars}>
          {'★'.repeat(APP_RATING)} <span aria-hidden="true">({APP_REVIEW_COUNT_LABEL})</span>
        </span>
      </div>
      <a className={styles.install} href={storeUrl} rel="noopener noreferrer">
        {t('appBanner.install')}
      </a>
    </section>
  );
}
