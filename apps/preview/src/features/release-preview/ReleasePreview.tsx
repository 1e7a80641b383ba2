import { useState } from 'react';
import type { Site } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { Button, Modal } from '@storefront/ui';
import { RELEASE_MODAL_SIZE } from './constants';
import { ReleasePreviewContent } from './ReleasePreviewContent';

export interface ReleasePreviewProps {
  /** The page's site: a preview link opens it. */
  site: Site;
  /** After a release was chosen or the live one restored; the page reloads with it by default. */
  onChosen?: () => void;
  /** The dialog opened or closed: the panel renews the staff login while a dialog is open. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * "Preview releases": a dialog of every remote's published releases, where a staff member picks
 * the release this browser renders for a remote instead of the live one, or back to the live one,
 * and creates a link to the preview for a reviewer. The list is fetched each time it opens.
 */
export function ReleasePreview({ site, onChosen, onOpenChange }: ReleasePreviewProps) {
  const { t } = useTranslation('preview');
  const [open, setOpen] = useState(false);

  function toggle(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
  }

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => toggle(true)}>
        {t('releasesOpen')}
      </Button>
      <Modal
        open={open}
        onClose={() => toggle(false)}
        size={RELEASE_MODAL_SIZE}
        title={t('releasesTitle')}
        closeLabel={t('close')}
      >
        <ReleasePreviewContent site={site} onChosen={onChosen} />
      </Modal>
    </>
  );
}
