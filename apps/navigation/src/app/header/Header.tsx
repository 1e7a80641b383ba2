import { startTransition, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { guessHeaderPlatform, on, type HeaderProps, type Platform } from '@storefront/contracts';
import {
  HEADER_BENEFITS_PROMOTION_ID,
  HEADER_PI_PROMOTION_ID,
  HEADER_TOP_PROMOTION_ID,
  categoryPromotionIdForPath,
} from '@storefront/navigation-schemas';
import { useTranslation } from '@storefront/i18n';
import { useRenderedFromScratch } from '@storefront/ui';
import { MainNav } from '../../features/main-nav';
import { PromotionSlot, browserHeaderPromotions } from '../../features/promotions';
import { AppInstallBanner } from '../../features/app-banner';
import { Greeting, usePersonalData } from '../../features/greeting';
import { ServiceLinks } from '../../features/service-links';
import { loadConsent, openConsentSettingsOnRequest } from '../../features/consent';
import { openFlyoutAtom } from '../../shared/headerAtoms';
import { parseHeaderServerData } from '../../shared/serverData';
import { useStickyHeader } from './useStickyHeader';
import styles from './Header.module.css';

/**
 * The header platform by viewport width (spec section 5). The first render uses the platform the
 * shell passed (the server's too: its cookie or CLASSIC), so it matches the server's HTML; the
 * width is read once mounted. The change re-renders the whole header: as a transition it is done
 * in slices between the browser's frames, not as one task before the next paint (on a
 * phone without the platform cookie, CLASSIC to MATCH was a 44 ms task at 4x CPU right after the
 * header hydrated). The layout follows the width in CSS; the platform shows in `data-header-platform`.
 */
function useHeaderPlatform(initial: Platform): Platform {
  const [platform, setPlatform] = useState<Platform>(initial);
  useLayoutEffect(() => {
    const onResize = () =>
      startTransition(() => setPlatform(guessHeaderPlatform(window.innerWidth)));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return platform;
}

/** The page's path: the server's at first (so the first render matches its HTML), then the browser's. */
// Layout effects: the correction lands before the browser paints (none run on the server).
function usePagePath(serverPath: string | undefined): string | undefined {
  const [path, setPath] = useState(serverPath);
  // No update when they agree (most pages): one from a layout effect is synchronous, and in the
  // hydration's commit it would flush every passive effect in that task (TBT).
  useLayoutEffect(() => {
    if (window.location.pathname !== serverPath) setPath(window.location.pathname);
  }, [serverPath]);
  return path;
}

/**
 * The header frame: banners, the (sticky) bar with logo, main navigation, the other teams' search
 * and mini-cart slots, icons and greeting, then benefits and the category promotion.
 */
export function Header({
  site,
  locale,
  platform: initialPlatform,
  pageType,
  reduced,
  searchSlot,
  miniCartSlot,
  consentScriptUrl,
  serverData,
}: HeaderProps) {
  const { t } = useTranslation('navigation');
  // Parsed once: the prop stays the same object for the page's life (never trusted).
  const [data] = useState(() => parseHeaderServerData(serverData));
  // Rendered in the browser without server data: the promotions first, as on the server, so no
  // banner pushes the page down afterwards (browserHeaderPromotions). Suspends: the placeholder stays.
  const fromScratch = useRenderedFromScratch();
  const promotions =
    data?.promotions ??
    (fromScratch && !data && !reduced
      ? use(browserHeaderPromotions(site, window.location.pathname))
      : undefined);
  const personal = usePersonalData(
    data?.personal && data.loginStatus
      ? { personal: data.personal, loginStatus: data.loginStatus }
      : undefined,
  );
  const flyoutOpen = useAtomValue(openFlyoutAtom) !== null;
  const spacerRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // The page type comes from the shell's props, not the html element (docs/spec-conformance.md, HSC-2-2).
  const sticky = useStickyHeader(spacerRef, barRef, pageType, flyoutOpen);
  const platform = useHeaderPlatform(initialPlatform);
  const path = usePagePath(data?.path);
  const [searchOpen, setSearchOpen] = useState(false);

  useEffect(() => loadConsent(consentScriptUrl ?? ''), [consentScriptUrl]);
  useEffect(() => openConsentSettingsOnRequest(), []);
  useEffect(() => on('search:flyout-toggle', ({ open }) => setSearchOpen(open)), []);
  useEffect(() => {
    document.documentElement.classList.toggle('search-flyout-open', searchOpen);
  }, [searchOpen]);

  const categoryPromotionId = path === undefined ? undefined : categoryPromotionIdForPath(path);
  const promotionProps = (promotionId: string) => ({
    promotionId,
    site,
    ...(promotions && promotionId in promotions
      ? { initial: promotions[promotionId] ?? null }
      : {}),
  });
  const barClass = [
    styles.bar,
    sticky.fixed && styles.fixed,
    sticky.fixed && sticky.hidden && styles.hidden,
  ]
    .filter(Boolean)
    .join(' ');
  const userLabel = personal.loggedInOrRemembered ? t('icons.profile') : t('icons.signIn');

  return (
    <header
      className={styles.header}
      data-boundary="navigation"
      data-header-platform={platform}
      data-reduced={reduced}
    >
      {!reduced && <AppInstallBanner reduced={reduced} initial={data?.appBanner} />}
      {!reduced && <PromotionSlot {...promotionProps(HEADER_TOP_PROMOTION_ID)} />}
      <div
        ref={spacerRef}
        className={styles.spacer}
        style={sticky.fixed ? { minHeight: `${sticky.barHeight}px` } : undefined}
      >
        <div
          ref={barRef}
          className={barClass}
          data-sticky={sticky.fixed}
          data-hidden={sticky.fixed && sticky.hidden}
          data-testid="header-bar"
        >
          <div className={styles.row}>
            <a href="/" className={styles.logo} aria-label={`Storefront – ${t('logo')}`}>
              Storefront
            </a>
            {reduced ? (
              <p className={styles.secure}>
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
                {t('reduced.securePurchase')}
              </p>
            ) : (
              <>
                <div className={styles.search}>{searchSlot}</div>
                <div className={styles.icons}>
                  <a
                    className={styles.icon}
                    href="/service/storefinder/search"
                    aria-label={t('icons.storeFinder')}
                  >
                    <svg
                      viewBox="0 0 24 24"
                      width="22"
                      height="22"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path
                        d="M12 22s7-7.5 7-13a7 7 0 0 0-14 0c0 5.5 7 13 7 13z M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      />
                    </svg>
                    <span className={styles.iconText}>{t('icons.storeFinder')}</span>
                  </a>
                  <a
                    className={styles.icon}
                    href="/usermenu"
                    aria-label={userLabel}
                    data-logged-in={personal.loggedInOrRemembered}
                  >
                    <svg
                      viewBox="0 0 24 24"
                      width="22"
                      height="22"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path
                        d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      />
                    </svg>
                    <span className={styles.iconText}>{userLabel}</span>
                  </a>
                  <Greeting
                    site={site}
                    data={personal}
                    logout={{ csrfToken: data?.csrfToken ?? '', returnTo: data?.returnTo ?? '' }}
                  />
                  {miniCartSlot}
                </div>
              </>
            )}
          </div>
          {!reduced && <MainNav site={site} locale={locale} path={path} initial={data} />}
        </div>
      </div>
      {!reduced && (
        <div className={styles.serviceRow}>
          {/* The benefits strip is promotion content too (spec header-search-cart.md section 1). */}
          <PromotionSlot {...promotionProps(HEADER_BENEFITS_PROMOTION_ID)} />
          <ServiceLinks site={site} />
        </div>
      )}
      {!reduced && categoryPromotionId && (
        <PromotionSlot key={categoryPromotionId} {...promotionProps(categoryPromotionId)} />
      )}
      {/* The phase-integration promotion follows the category banner (spec header-search-cart.md 2.2
          parts 6 and 7; docs/spec-conformance.md, HSC-1-1); nothing shows while none is running. */}
      {!reduced && <PromotionSlot {...promotionProps(HEADER_PI_PROMOTION_ID)} />}
      {searchOpen && <div className={styles.searchOverlay} aria-hidden="true" />}
    </header>
  );
}
