import type { RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';

export function DoubleOptIn(_props: RemoteProps) {
  const { t } = useTranslation('newsletter');
  return (
    <section aria-labelledby="newsletter-confirm-heading" data-boundary="newsletter">
      <h1 id="newsletter-confirm-heading">{t('confirm.heading')}</h1>
    </section>
  );
}
