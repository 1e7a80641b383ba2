import type { RemoteProps } from '@storefront/contracts';
import { PreviewPanel } from '../../features/panel';
import { ReleasePreview } from '../../features/release-preview';

/**
 * The exposed panel: the preview settings (date-time, A/B test) and, beside them, "Preview releases"
 * (any published release of any remote, and links to such a preview).
 */
export function StaffPreviewPanel(props: RemoteProps) {
  return (
    <PreviewPanel
      {...props}
      renderTools={({ onDialogChange }) => (
        <ReleasePreview site={props.site} onOpenChange={onDialogChange} />
      )}
    />
  );
}
