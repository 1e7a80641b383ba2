import { use, useEffect, useMemo, useSyncExternalStore } from 'react';
import { isAppLike, isSmallOrTablet, type FooterProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { CountrySelector } from '../../features/country-selector';
import { useFooterContent } from '../../features/footer-content';
import {
  isReducedFooter,
  showNewsletterBlock,
  visibleTeaserGroups,
} from '../../features/footer-rules';
import { parseFooterServerData } from '../server-data/footerServerData';
import { useNlStatus } from '../../features/newsletter-block';
import { useFooterPlatform, ViewSwitch } from '../../features/platform';
import { requestAbAssignmentOnce } from '../../features/abtest';
import { EssentialLinks } from './EssentialLinks';
import { LegalArea } from './LegalArea';
import { PaymentAndDelivery } from './PaymentAndDelivery';
import { SeoLinks } from './SeoLinks';
import { SocialAndApps } from './SocialAndApps';
import { TeaserGroups } from './TeaserGroups';
import styles from './Footer.module.css';
import { useRenderedFromScratch, visuallyHidden } from '@storefront/ui';
import { browserFooterData } from './browserFooterData';

const noSubscription = () => () => undefined;

/**
 * The reduced rule's cookie part. The server's answer when there is one; else the
 * browser's cookie, which the hydrating render does not read (it takes the server's value, "not
 * reduced", as the server rendered without data) and reads right after.
 */
function useReducedByCookie(fromServer: boolean | undefined): boolean {
  const fromBrowser = useSyncExternalStore(
    noSubscription,
    () => isReducedFooter(false, document.cookie),
    () => false,
  );
  return fromServer ?? fromBrowser;
}

export function Footer({
  site,
  platform: platformProp,
  pageType,
  reduced: reducedFlag,
  newsletterSlot,
  serverData,
}: FooterProps) {
  const { t } = useTranslation('footer');
  // What the server loaded, checked with our own rules; without it the footer loads as before.
  const fromServer = useMemo(() => parseFooterServerData(serverData), [serverData]);
  const platform = useFooterPlatform(platformProp);
  const reducedByCookie = useReducedByCookie(fromServer?.reducedByCookie);
  const reduced = reducedFlag || reducedByCookie;
  // Rendered in the browser without server data: its data first, as on the server, so nothing
  // grows in after it shows (browserFooterData). Suspends meanwhile.
  const fromScratch = useRenderedFromScratch();
  const fromBrowser = fromScratch && !fromServer ? use(browserFooterData(site)) : undefined;
  const state = useFooterContent(site, fromServer ? fromServer.content : fromBrowser?.content);
  const nl = useNlStatus(fromServer ? fromServer.nlStatus : fromBrowser?.nlStatus);
  // The A/B assignment is the browser's business: never on the server (spec 4.5, 7.2).
  useEffect(() => requestAbAssignmentOnce(), []);

  // Wait for nl_status so a subscribed customer never sees the sign-up block flash.
  const newsletterVisible =
    nl.loaded && showNewsletterBlock({ reduced, pageType, nlStatus: nl.nlStatus });
  const layout = isAppLike(platform) ? 'accordion' : 'columns';
  const content =
    state.source === 'service' || state.source === 'static' ? state.content : undefined;
  const groups = content ? visibleTeaserGroups(content.teaser.groups, reduced) : [];

  return (
    <>
      {newsletterVisible && newsletterSlot}
      <footer
        className={styles.footer}
        data-boundary="footer"
        data-reduced={reduced}
        data-platform={platform}
        aria-busy={state.source === 'loading'}
      >
        <h2 className={content?.headline ? styles.headline : visuallyHidden}>
          {content?.headline ?? t('label')}
        </h2>
        {content && (
          <>
            <PaymentAndDelivery groups={groups} />
            <TeaserGroups groups={groups} platform={platform} layout={layout} />
            {!reduced && content.seo && <SeoLinks seo={content.seo} layout={layout} />}
            {!reduced && (
              <SocialAndApps
                socialMedia={content.socialMedia}
                appReferences={content.appReferences}
              />
            )}
          </>
        )}
        {state.source === 'none' && <EssentialLinks />}
        <div className={styles.bottom}>
          {content && (
            <LegalArea
              legalLinks={content.legalLinks}
              qualityLogos={content.qualityLogos}
              salesTax={content.salesTax}
            />
          )}
          <div className={styles.bottomRow}>
            <ViewSwitch platform={platform} texts={content?.viewChanger} />
            {!isSmallOrTablet(platform) && (
              <CountrySelector
                site={site}
                {...(fromServer?.siteOrigins ? { origins: fromServer.siteOrigins } : {})}
                {...(content?.international ? { international: content.international.items } : {})}
              />
            )}
          </div>
          <p className={styles.copyright}>{t('copyright')}</p>
        </div>
      </footer>
    </>
  );
}
