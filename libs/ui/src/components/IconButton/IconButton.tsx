import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './IconButton.module.css';

export type IconButtonState = 'default' | 'disabled' | 'active';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** The accessible name: the icon alone says nothing to a screen reader. */
  label: string;
  size?: 'small' | 'large';
  state?: IconButtonState;
  /** A toggle announces its state as pressed (active) or not pressed. */
  toggle?: boolean;
  /** The icon (decorative SVG). */
  children: ReactNode;
}

export function IconButton({
  label,
  size = 'small',
  state = 'default',
  toggle = false,
  className,
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      aria-label={label}
      title={rest.title ?? label}
      disabled={state === 'disabled'}
      aria-pressed={toggle ? state === 'active' : undefined}
      className={cx(
        styles.iconButton,
        styles[size],
        state === 'active' && styles.active,
        className,
      )}
    >
      <span className={styles.icon} aria-hidden="true">
        {children}
      </span>
    </button>
  );
}
