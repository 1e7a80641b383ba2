import { NEWSLETTER_PATH, type RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';

/** The newsletter block above the footer. */
export function SignUpTeaser(_props: RemoteProps) {
  const { t } = useTranslation('newsletter');
  return (
    <section aria-labelledby="newsletter-teaser-heading" data-boundary="newsletter">
      <h2 id="newsletter-teaser-heading">{t('teaser.title')}</h2>
      <a href={NEWSLETTER_PATH}>{t('teaser.cta')}</a>
    </section>
  );
}
