import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import {
  APP_BANNER_CLOSED_KEY,
  appBannerShowsHere,
  deviceOf,
  type Device,
} from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import {
  APP_RATING,
  APP_REVIEW_COUNT_LABEL,
  APP_STORE_IDS,
  APP_STORE_URL,
  PLAY_STORE_URL,
  appStoreId,
} from './conditions';
import styles from './AppInstallBanner.module.css';

/** Whether the banner shows and for which device's store; the document server's decision at first. */
export interface AppBannerDecision {
  show: boolean;
  device: Device;
}

const UNDECIDED: AppBannerDecision = { show: false, device: 'other' };

/**
 * App-install banner for Android and iOS Chrome. iOS Safari gets no banner but the app meta tag,
 * which makes Safari show its own. The first render shows what the document server decided from
 * the user agent and cookies (`initial`), so it matches the server's HTML; the close
 * flag lives in the browser's storage and is checked once mounted, before the browser paints.
 */
export function AppInstallBanner({
  reduced,
  initial = UNDECIDED,
}: {
  reduced: boolean;
  initial?: AppBannerDecision;
}) {
  const { t } = useTranslation('navigation');
  const [closedNow, setClosedNow] = useState(false);
  const [decision, setDecision] = useState(initial);
  const [hostname, setHostname] = useState<string | undefined>();
  useLayoutEffect(() => {
    // Before the paint when the browser decides otherwise than the server (no banner flashes), and
    // no update at all when it agrees: an update from a layout effect is synchronous, and in the
    // header's hydration commit it would re-render and flush every passive effect in that one task
    // (TBT). The store link's host only matters on a click: a transition.
    const next = { show: appBannerShowsHere(reduced), device: deviceOf(navigator.userAgent) };
    setDecision((current) =>
      current.show === next.show && current.device === next.device ? current : next,
    );
    startTransition(() => setHostname(location.hostname));
  }, [reduced]);
  const visible = !closedNow && decision.show;
  const { device } = decision;

  useEffect(() => {
    if (
      device === 'ios-safari' &&
      !reduced &&
      !document.querySelector('meta[name="apple-itunes-app"]')
    ) {
      const meta = document.createElement('meta');
      meta.name = 'apple-itunes-app';
      meta.content = `app-id=${appStoreId(location.hostname)}`;
      document.head.appendChild(meta);
    }
  }, [reduced, device]);

  if (!visible) return null;
  // The live app until the host is known (the server does not know it); the test host's app after.
  const storeUrl =
    device === 'android'
      ? PLAY_STORE_URL
      : `${APP_STORE_URL}${hostname === undefined ? APP_STORE_IDS.live : appStoreId(hostname)}`;
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
        <span
          role="img"
          aria-label={t('appBanner.rating', {
            rating: APP_RATING,
            reviews: APP_REVIEW_COUNT_LABEL,
          })}
          className={styles.stars}
        >
          {'★'.repeat(APP_RATING)} <span aria-hidden="true">({APP_REVIEW_COUNT_LABEL})</span>
        </span>
      </div>
      <a className={styles.install} href={storeUrl} rel="noopener noreferrer">
        {t('appBanner.install')}
      </a>
    </section>
  );
}
