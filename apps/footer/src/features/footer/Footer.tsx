import { useEffect, useMemo } from 'react';
import { isAppLike, isSmallOrTablet, type FooterProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { CountrySelector } from '../country-selector/CountrySelector';
import { useFooterContent } from '../footer-content/useFooterContent';
import { isReducedFooter, showNewsletterBlock, visibleTeaserGroups } from '../footer-rules/footerRules';
import { useNlStatus } from '../newsletter-block/useNlStatus';
import { useFooterPlatform } from '../platform/footerPlatform';
import { ViewSwitch } from '../platform/ViewSwitch';
import { requestAbAssignmentOnce } from '../abtest/abAssignment';
import { EssentialLinks } from './EssentialLinks';
import { LegalArea } from './LegalArea';
import { PaymentAndDelivery } from './PaymentAndDelivery';
import { SeoLinks } from './SeoLinks';
import { SocialAndApps } from './SocialAndApps';
import { TeaserGroups } from './TeaserGroups';
import styles from './Footer.module.css';
import { visuallyHidden } from '@storefront/ui';

export function Footer({ site, pageType, reduced: reducedFlag, newsletterSlot }: FooterProps) {
  const { t } = useTranslation('footer');
  const platform = useFooterPlatform();
  const reduced = useMemo(() => isReducedFooter(reducedFlag), [reducedFlag]);
  const state = useFooterContent(site);
  const nl = useNlStatus();
  useEffect(() => requestAbAssignmentOnce(), []);

  // Wait for nl_status so a subscribed customer never sees the sign-up block flash.
  const newsletterVisible = nl.loaded && showNewsletterBlock({ reduced, pageType, nlStatus: nl.nlStatus });
  const layout = isAppLike(platform) ? 'accordion' : 'columns';
  const content = state.source === 'service' || state.source === 'static' ? state.content : undefined;
  const groups = content ? visibleTeaserGroups(content.teaser.groups, reduced) : [];

  return (
    <>
      {newsletterVisible && newsletterSlot}
      <footer className={styles.footer} data-boundary="footer" data-reduced={reduced} data-platform={platform} aria-busy={state.source === 'loading'}>
        <h2 className={content?.headline ? styles.headline : visuallyHidden}>{content?.headline ?? t('label')}</h2>
        {content && (
          <>
            <PaymentAndDelivery groups={groups} />
            <TeaserGroups groups={groups} platform={platform} layout={layout} />
            {!reduced && content.seo && <SeoLinks seo={content.seo} layout={layout} />}
            {!reduced && <SocialAndApps socialMedia={content.socialMedia} appReferences={content.appReferences} />}
          </>
        )}
        {state.source === 'none' && <EssentialLinks />}
        <div className={styles.bottom}>
          {content && <LegalArea legalLinks={content.legalLinks} qualityLogos={content.qualityLogos} salesTax={content.salesTax} />}
          <div className={styles.bottomRow}>
            <ViewSwitch platform={platform} texts={content?.viewChanger} />
            {!isSmallOrTablet(platform) && <CountrySelector site={site} />}
          </div>
          <p className={styles.copyright}>{t('copyright')}</p>
        </div>
      </footer>
    </>
  );
}
