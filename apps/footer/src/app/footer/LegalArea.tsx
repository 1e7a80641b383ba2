import { emit } from '@storefront/contracts';
import { type FooterContent } from '@storefront/footer-schemas';
import { useTranslation } from '@storefront/i18n';
import { FooterLink } from './FooterLink';
import { FooterLogo } from './FooterLogo';
import styles from './Footer.module.css';

/** Legal links (one may open the consent settings dialog), quality logos and the sales-tax note. */
export function LegalArea({
  legalLinks,
  qualityLogos,
  salesTax,
}: Pick<FooterContent, 'legalLinks' | 'qualityLogos' | 'salesTax'>) {
  const { t } = useTranslation('footer');
  return (
    <>
      {legalLinks && legalLinks.length > 0 && (
        <nav aria-label={t('legalLinks')}>
          <ul className={styles.inlineList}>
            {legalLinks.map((link) => (
              <li key={`${link.url}-${link.text}`}>
                {link.opensConsentSettings ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => emit('consent:open-settings', {})}
                  >
                    {link.text}
                  </button>
                ) : (
                  <FooterLink url={link.url}>{link.text}</FooterLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {qualityLogos && qualityLogos.logos.length > 0 && (
        <ul className={styles.logoList} aria-label={t('qualityLogos')}>
          {qualityLogos.logos.map((logo) => (
            <li key={logo.image.source}>
              <FooterLink url={logo.link}>
                <FooterLogo
                  source={logo.image.source}
                  label={logo.image.label}
                  width={logo.image.width}
                  height={logo.image.height}
                />
              </FooterLink>
            </li>
          ))}
        </ul>
      )}
      {salesTax && (
        <p className={styles.salesTax}>
          {salesTax.textBeforeLink}
          <FooterLink url={salesTax.link.url}>{salesTax.link.text}</FooterLink>
          {salesTax.textAfterLink}
        </p>
      )}
    </>
  );
}
