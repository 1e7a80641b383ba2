import type { RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { Button } from '@storefront/ui';

/** The staff preview panel; the shell loads it only for requests with a staff cookie. */
export function PreviewPanel(_props: RemoteProps) {
  const { t } = useTranslation('preview');
  return (
    <aside data-boundary="preview" aria-label={t('open')}>
      <Button variant="secondary">{t('open')}</Button>
    </aside>
  );
}
