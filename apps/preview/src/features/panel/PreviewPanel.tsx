import { useState } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import type { CheckAuthResponse } from '@storefront/preview-schemas';
import { useTranslation } from '@storefront/i18n';
import { Button, Modal } from '@storefront/ui';
import { PREVIEW_MODAL_SIZE } from './constants';
import { PreviewSettingsForm } from './PreviewSettingsForm';
import { useAuthRenewal, usePreviewAuth } from './usePreviewAuth';
import styles from './PreviewPanel.module.css';

/** Staff texts are English; the date-time in the browser's zone, as entered. */
const PREVIEW_DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * The staff preview panel. The shell loads it only on sites with the preview flag and for requests
 * with a staff cookie; it renders nothing until the auth check answers SUCCESS.
 */
export function PreviewPanel(_props: RemoteProps) {
  const { t } = useTranslation('preview');
  const auth = usePreviewAuth();
  const [open, setOpen] = useState(false);
  // The dialog's content unmounts on close; it reopens from the last applied settings.
  const [applied, setApplied] = useState<CheckAuthResponse>();
  // A panel hidden by a logout in another tab closes its dialog, which stops the renewal below;
  // shown again after a new login, it starts from the server's settings.
  if (auth?.status !== 'SUCCESS' && (open || applied)) {
    setOpen(false);
    setApplied(undefined);
  }
  useAuthRenewal(open);
  if (auth?.status !== 'SUCCESS') return null;
  const current = applied ?? auth;
  return (
    <aside data-boundary="preview" aria-label={t('region')} lang="en" className={styles.panel}>
      {current.dateTime && (
        <p className={styles.current}>
          {t('current', { dateTime: PREVIEW_DATE_TIME_FORMAT.format(new Date(current.dateTime)) })}
          {current.abTestName && current.abTestGroup && (
            <> · {t('currentAb', { test: current.abTestName, group: current.abTestGroup })}</>
          )}
        </p>
      )}
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        size={PREVIEW_MODAL_SIZE}
        title={t('title')}
        closeLabel={t('close')}
      >
        <PreviewSettingsForm current={current} onApplied={setApplied} />
      </Modal>
    </aside>
  );
}
