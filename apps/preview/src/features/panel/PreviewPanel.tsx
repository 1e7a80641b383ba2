import { useState, type ReactNode } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import type { CheckAuthResponse } from '@storefront/preview-schemas';
import { useTranslation } from '@storefront/i18n';
import { Button, Modal } from '@storefront/ui';
import { PREVIEW_MODAL_SIZE } from './constants';
import { PreviewSettingsForm } from './PreviewSettingsForm';
import { useAuthRenewal, usePreviewAuth } from './usePreviewAuth';
import { formatStaffDateTime } from '../../shared/staffDateTime';
import styles from './PreviewPanel.module.css';

/** What the panel hands the staff tools it shows beside its settings button. */
export interface PreviewPanelTools {
  /** A tool's dialog opened or closed: the staff login is renewed while any dialog is open. */
  onDialogChange: (open: boolean) => void;
}

export interface PreviewPanelProps extends RemoteProps {
  /**
   * More staff tools beside the settings button, shown only with the panel (app/ composes them:
   * features never import each other).
   */
  renderTools?: (tools: PreviewPanelTools) => ReactNode;
}

/**
 * The staff preview panel. The shell loads it only on sites with the preview flag and for requests
 * with a staff cookie; it renders nothing until the auth check answers SUCCESS.
 */
export function PreviewPanel({ renderTools }: PreviewPanelProps) {
  const { t } = useTranslation('preview');
  const auth = usePreviewAuth();
  const [open, setOpen] = useState(false);
  const [toolOpen, setToolOpen] = useState(false);
  // The dialog's content unmounts on close; it reopens from the last applied settings.
  const [applied, setApplied] = useState<CheckAuthResponse>();
  // A panel hidden by a logout in another tab closes its dialog, which stops the renewal below;
  // shown again after a new login, it starts from the server's settings.
  if (auth?.status !== 'SUCCESS' && (open || applied || toolOpen)) {
    setOpen(false);
    setApplied(undefined);
    setToolOpen(false);
  }
  useAuthRenewal(open || toolOpen);
  if (auth?.status !== 'SUCCESS') return null;
  const current = applied ?? auth;
  return (
    <aside data-boundary="preview" aria-label={t('region')} lang="en" className={styles.panel}>
      {current.dateTime && (
        <p className={styles.current}>
          {t('current', { dateTime: formatStaffDateTime(current.dateTime) })}
          {current.abTestName && current.abTestGroup && (
            <> · {t('currentAb', { test: current.abTestName, group: current.abTestGroup })}</>
          )}
        </p>
      )}
      <div className={styles.tools}>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('open')}
        </Button>
        {renderTools?.({ onDialogChange: setToolOpen })}
      </div>
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
