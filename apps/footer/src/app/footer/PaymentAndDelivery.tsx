import { type FooterTeaserGroup, isFooterLogoSource } from '@storefront/footer-schemas';
import { useTranslation } from '@storefront/i18n';
import { FooterLogo } from './FooterLogo';
import styles from './Footer.module.css';

/** The payment and delivery logos of the teaser groups, one labelled list per group. */
export function PaymentAndDelivery({ groups }: { groups: readonly FooterTeaserGroup[] }) {
  const { t } = useTranslation('footer');
  const withImages = groups.filter((group) => group.images && group.images.length > 0);
  if (withImages.length === 0) return null;
  return (
    <section className={styles.iconStrip} aria-label={t('paymentAndDelivery')}>
      {withImages.map((group) => (
        <ul key={group.heading.text} className={styles.logoList} aria-label={group.heading.text}>
          {(group.images ?? []).map((image, index) => (
            // An unknown source renders nothing; it must not leave an empty list item either.
            <FooterLogoItem
              key={`${image.source}-${index}`}
              source={image.source}
              label={image.label}
            />
          ))}
        </ul>
      ))}
    </section>
  );
}

function FooterLogoItem({ source, label }: { source: string; label: string }) {
  const logo = <FooterLogo source={source} label={label} />;
  return isFooterLogoSource(source) ? <li>{logo}</li> : logo;
}
