import type { RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';

export function SignUpPage(_props: RemoteProps) {
  const { t } = useTranslation('newsletter');
  return (
    <section aria-labelledby="newsletter-page-heading" data-boundary="newsletter">
      <h1 id="newsletter-page-heading">{t('page.heading')}</h1>
      <p>{t('teaser.title')}</p>
    </section>
  );
}
