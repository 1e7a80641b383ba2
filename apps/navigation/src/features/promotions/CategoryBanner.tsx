import { useRef } from 'react';
import { CopyButton, Expander, visuallyHidden } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { trackGaEvent, trackPromotionClick } from '../../shared/tracking';
import { PromotionHeadline } from './PromotionHeadline';
import { PromotionText } from './PromotionText';
import type { Promotion } from './normalise';
import { usePromotionColours } from './usePromotionColours';
import styles from './promotions.module.css';

/** Category promotion: copyable voucher code or a call to action (new tab), and a legal-hint expander. */
export function CategoryBanner({
  promotionId,
  promotion,
}: {
  promotionId: string;
  promotion: Promotion;
}) {
  const { t } = useTranslation('navigation');
  const legalTracked = useRef(false);
  const colours = usePromotionColours<HTMLElement>(promotion);
  return (
    <section
      className={styles.categoryBanner}
      data-theme={promotion.theme}
      aria-label={t('promotion.category')}
      ref={colours}
    >
      <PromotionHeadline promotion={promotion} as="p" className={styles.headline} />
      {promotion.subline && <PromotionText html={promotion.subline} as="p" />}
      {promotion.show === 'voucher' && promotion.voucherCode && (
        <div className={styles.voucher}>
          <span className={styles.voucherCode}>{promotion.voucherCode}</span>
          {promotion.voucherCodeInstructions && <span>{promotion.voucherCodeInstructions}</span>}
          <CopyButton
            text={promotion.voucherCode}
            label={t('promotion.copyCode')}
            successLabel={t('promotion.codeCopied')}
            onCopied={() => {
              trackGaEvent('promotion', 'copy', promotionId);
              trackPromotionClick('copy', promotion.voucherCode ?? promotionId);
            }}
          />
        </div>
      )}
      {promotion.show === 'button' && promotion.ctaButtonLink && (
        <a
          className={styles.cta}
          href={promotion.ctaButtonLink}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            trackGaEvent('promotion', 'click cta', promotion.ctaButtonLink);
            trackPromotionClick('internal_link', promotion.ctaButtonLink ?? '');
          }}
        >
          {promotion.ctaButtonText}
          <span className={visuallyHidden}> {t('promotion.newTab')}</span>
        </a>
      )}
      {(promotion.legalTextHint || promotion.legalText) && (
        <Expander
          moreLabel={promotion.legalTextHintShort ?? t('promotion.legal')}
          lessLabel={promotion.legalTextHintShort ?? t('promotion.legal')}
          onToggle={(open) => {
            if (open && !legalTracked.current) {
              legalTracked.current = true;
              trackGaEvent('promotion', 'open legal', promotionId);
              trackPromotionClick('open_legal', promotionId);
            }
          }}
        >
          {promotion.legalTextHint && <PromotionText html={promotion.legalTextHint} as="p" />}
          {promotion.legalText && <PromotionText html={promotion.legalText} as="p" />}
        </Expander>
      )}
    </section>
  );
}
