import type { RemoteName } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';

export function SlotUnavailable({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" data-fallback={remote}>
      {t('slotUnavailable')}
    </p>
  );
}
