import { useTranslation } from '@storefront/i18n';
import type { PreviewableRelease } from '@storefront/preview-schemas';
import { formatStaffDateTime } from '../../shared/staffDateTime';

/**
 * A release as its option reads: `<id> · <publisher> · <published> · live on DE, AT · canary on HU`,
 * leaving out the parts it lacks ("unknown team" stands in for a publisher the store does not know).
 */
export function useReleaseLabel(): (release: PreviewableRelease) => string {
  const { t } = useTranslation('preview');
  return (release) =>
    [
      release.id,
      release.publisher?.trim() || t('releaseUnknownTeam'),
      release.published && formatStaffDateTime(release.published),
      release.live.length > 0 && t('releaseLiveOn', { sites: release.live.join(', ') }),
      release.canary.length > 0 && t('releaseCanaryOn', { sites: release.canary.join(', ') }),
    ]
      .filter(Boolean)
      .join(' · ');
}
