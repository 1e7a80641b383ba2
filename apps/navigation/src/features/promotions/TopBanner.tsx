import { useEffect, useId, useState } from 'react';
import { emit, on } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { trackGaEvent, trackPromotionClick } from '../../shared/tracking';
import { PromotionHeadline } from './PromotionHeadline';
import { PromotionText } from './PromotionText';
import type { Promotion } from './normalise';
import { usePromotionColours } from './usePromotionColours';
import styles from './promotions.module.css';

/**
 * The top promotion banner. Its legal text is closed at first; a click opens it (tracked), and it
 * closes on a second click, on a downward scroll, or when a navigation flyout or the search flyout
 * opens (spec header-search-cart.md section 4, "Top banner legal text").
 */
export function TopBanner({
  promotionId,
  promotion,
}: {
  promotionId: string;
  promotion: Promotion;
}) {
  const { t } = useTranslation('navigation');
  const colours = usePromotionColours<HTMLElement>(promotion);
  const [legalOpen, setLegalOpen] = useState(false);
  const legalId = useId();

  useEffect(() => {
    if (!legalOpen) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      if (window.scrollY > lastY) setLegalOpen(false);
      lastY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The navigation's flyouts and the search flyout are the header's flyouts (spec section 4).
    const offNavigation = on('navigation:flyout-toggle', ({ open }) => open && setLegalOpen(false));
    const offSearch = on('search:flyout-toggle', ({ open }) => open && setLegalOpen(false));
    return () => {
      window.removeEventListener('scroll', onScroll);
      offNavigation();
      offSearch();
    };
  }, [legalOpen]);

  const toggleLegal = () => {
    if (!legalOpen) {
      trackGaEvent('promotion', 'open legal', promotionId);
      trackPromotionClick('open_legal', promotionId);
      emit('navigation:open-legal', { promotionId });
    }
    setLegalOpen(!legalOpen);
  };

  const link = promotion.links[0];
  return (
    <section
      className={styles.topBanner}
      data-theme={promotion.theme}
      aria-label={t('promotion.topBanner')}
      ref={colours}
    >
      <div className={styles.topBannerRow}>
        <PromotionHeadline promotion={promotion} as="strong" />
        {link && (
          <a
            href={link.url}
            className={styles.topBannerLink}
            onClick={() => {
              trackGaEvent('promotion', 'click', link.url);
              trackPromotionClick('internal_link', link.url);
            }}
          >
            {link.text}
          </a>
        )}
        {promotion.legalText && (
          <button
            type="button"
            className={styles.legalButton}
            aria-expanded={legalOpen}
            aria-controls={legalId}
            onClick={toggleLegal}
          >
            {t('promotion.legal')}
          </button>
        )}
      </div>
      {promotion.legalText && (
        <div id={legalId} hidden={!legalOpen} className={styles.legalText}>
          <PromotionText html={promotion.legalText} as="p" />
        </div>
      )}
    </section>
  );
}
