import type { Site } from '@storefront/contracts';
import type { PromotionResponse, PromotionTagFilter } from '@storefront/navigation-schemas';
import { useTranslation } from '@storefront/i18n';
import { usePromotion } from './usePromotion';
import { TopBanner } from './TopBanner';
import { CategoryBanner } from './CategoryBanner';
import { PhaseIntegration } from './PhaseIntegration';
import { BenefitsList } from './BenefitsList';

/**
 * One promotion place: loads the promotion and shows the component of its kind, or nothing.
 * `initial` is the document server's answer (null: none), shown on the first render.
 */
export function PromotionSlot({
  promotionId,
  site,
  tags,
  initial,
}: {
  promotionId: string;
  site: Site;
  tags?: PromotionTagFilter;
  initial?: PromotionResponse | null;
}) {
  const { t } = useTranslation('navigation');
  const state = usePromotion(promotionId, site, tags, initial);
  if (state.status !== 'done' || !state.loaded) return null;
  const { kind, promotion } = state.loaded;
  switch (kind) {
    case 'BANNER':
      return <TopBanner promotionId={promotionId} promotion={promotion} />;
    case 'CATEGORY':
      return <CategoryBanner promotionId={promotionId} promotion={promotion} />;
    case 'PHASE_INTEGRATION':
      return <PhaseIntegration promotion={promotion} />;
    case 'BENEFITS':
      return <BenefitsList links={promotion.links} label={t('benefits.label')} />;
  }
}
