import { PromotionText } from './PromotionText';
import type { Promotion } from './normalise';
import styles from './promotions.module.css';

/**
 * A promotion's headline, and its short one where space is short (HSC-3.1-9; spec header-search-cart 3,
 * "Promotion": headline, headlineShort): below the spec's `m` breakpoint (767 px, section 9) the
 * short one shows instead, by CSS alone, so the server's HTML is right on a phone before any script
 * runs. The one hidden is `display: none`, which screen readers skip too.
 */
export function PromotionHeadline({
  promotion,
  as,
  className,
}: {
  promotion: Pick<Promotion, 'headline' | 'headlineShort'>;
  as: 'p' | 'strong';
  className?: string;
}) {
  const { headline, headlineShort } = promotion;
  if (!headline) return null;
  if (!headlineShort) return <PromotionText html={headline} as={as} className={className} />;
  const Tag = as;
  return (
    <Tag className={className}>
      <PromotionText html={headline} className={styles.headlineLong} />
      <PromotionText html={headlineShort} className={styles.headlineShort} />
    </Tag>
  );
}
