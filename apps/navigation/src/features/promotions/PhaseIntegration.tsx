import { useTranslation } from '@storefront/i18n';
import { trackGaEvent, trackPromotionClick } from '../../shared/tracking';
import { PromotionHeadline } from './PromotionHeadline';
import { PromotionText } from './PromotionText';
import type { Promotion } from './normalise';
import styles from './promotions.module.css';

/** Phase-integration promotion: optional responsive image, headline, subline and one link. */
export function PhaseIntegration({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('navigation');
  const link = promotion.links[0];
  const fallback = promotion.image?.sources[promotion.image.sources.length - 1];
  return (
    <section
      className={styles.phaseIntegration}
      data-theme={promotion.theme}
      aria-label={t('promotion.phaseIntegration')}
    >
      {promotion.image && fallback && (
        <picture>
          {promotion.image.sources
            .filter((source) => source.media)
            .map((source) => (
              <source
                key={source.imagePath}
                media={source.media}
                srcSet={source.imagePath}
                width={source.targetSize.width}
                height={source.targetSize.height}
              />
            ))}
          <img
            className={styles.piImage}
            src={fallback.imagePath}
            alt={promotion.image.alt}
            width={fallback.targetSize.width}
            height={fallback.targetSize.height}
          />
        </picture>
      )}
      <PromotionHeadline promotion={promotion} as="p" className={styles.headline} />
      {promotion.subline && <PromotionText html={promotion.subline} as="p" />}
      {link && (
        <a
          href={link.url}
          className={styles.cta}
          onClick={() => {
            trackGaEvent('promotion', 'click', link.url);
            trackPromotionClick('internal_link', link.url);
          }}
        >
          {link.text}
        </a>
      )}
    </section>
  );
}
