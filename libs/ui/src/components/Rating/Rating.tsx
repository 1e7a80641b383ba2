import { useId, useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import { cx } from '../../internal/cx';
import styles from './Rating.module.css';

export const RATING_DEFAULT_MAX = 5;
export type RatingIcon = 'star' | 'intensity';

export interface RatingProps {
  value: number;
  max?: number;
  icon?: RatingIcon;
  /** Makes the rating a radio group: a click or arrow key selects a value. */
  onChange?: (value: number) => void;
  readOnly?: boolean;
  /** Names the group, e.g. 'Bewertung' or 'Röstgrad'. */
  label: string;
  name?: string;
}

const PATHS: Record<RatingIcon, string> = {
  star: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z',
  intensity:
    'M12 2c4.4 0 7 4.5 7 10s-2.6 10-7 10-7-4.5-7-10 2.6-10 7-10zm1 3c-2 3-2 5.2-.2 7.5 1.8 2.3 1.8 4.3-.3 6.8',
};

function Icon({ icon, filled }: { icon: RatingIcon; filled: boolean }) {
  return (
    <svg
      className={cx(styles.icon, filled && styles.filled)}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/** Stars or coffee-intensity beans: an accessible radio group, or a read-only display. */
export function Rating({
  value,
  max = RATING_DEFAULT_MAX,
  icon = 'star',
  onChange,
  readOnly,
  label,
  name,
}: RatingProps) {
  const { t } = useTranslation('ui');
  const [hovered, setHovered] = useState<number | null>(null);
  const ownName = useId();
  const values = Array.from({ length: max }, (_, index) => index + 1);

  if (readOnly || !onChange) {
    const shown = Math.round(value);
    return (
      <span
        className={styles.rating}
        role="img"
        aria-label={`${label}: ${t('rating.value', { value, max })}`}
      >
        {values.map((step) => (
          <Icon key={step} icon={icon} filled={step <= shown} />
        ))}
      </span>
    );
  }

  const highlighted = hovered ?? value;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cx(styles.rating, styles.interactive)}
      onMouseLeave={() => setHovered(null)}
    >
      {values.map((step) => (
        <label key={step} className={styles.option} onMouseEnter={() => setHovered(step)}>
          <input
            className={styles.radio}
            type="radio"
            name={name ?? ownName}
            value={step}
            checked={value === step}
            onChange={() => {
              setHovered(null); // a keyboard choice must not keep showing a stale hover
              onChange(step);
            }}
            aria-label={t('rating.option', { value: step, max })}
          />
          <Icon icon={icon} filled={step <= highlighted} />
        </label>
      ))}
    </div>
  );
}
