import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/i18n';
import { cx } from '../../internal/cx';
import styles from './Badge.module.css';

export const BADGE_VARIANTS = ['default', 'brand', 'sale', 'community', 'success'] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

/** Counts above this show as '+99' in a smaller style (the cart badge rule). */
export const BADGE_MAX_COUNT = 99;

export interface BadgeProps {
  /** A number: shown as is up to `max`, else as '+max'. */
  count?: number;
  max?: number;
  /** Text content when there is no count (e.g. 'Neu', '-20 %'). */
  children?: ReactNode;
  variant?: BadgeVariant;
  className?: string;
}

export function badgeText(count: number, max = BADGE_MAX_COUNT): string {
  return count > max ? `+${max}` : String(count);
}

export function Badge({
  count,
  max = BADGE_MAX_COUNT,
  children,
  variant = 'default',
  className,
}: BadgeProps) {
  const { t } = useTranslation('ui');
  const overflow = count !== undefined && count > max;
  return (
    <span className={cx(styles.badge, styles[variant], overflow && styles.overflow, className)}>
      {count === undefined ? (
        children
      ) : overflow ? (
        <>
          <span aria-hidden="true">{badgeText(count, max)}</span>
          <span className={styles.hidden}>{t('badge.overflow', { max })}</span>
        </>
      ) : (
        count
      )}
    </span>
  );
}
