import type { ButtonHTMLAttributes, MouseEvent, PointerEvent } from 'react';
import { cx } from '../../internal/cx';
import { useRipple } from './useRipple';
import styles from './Button.module.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'activating', 'sale', 'community'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  width?: 'content' | 'full';
  /** While loading the button is busy: announced as unavailable, not clickable, keeps its focus. */
  state?: 'none' | 'loading';
}

export function Button({
  variant = 'primary',
  size = 'medium',
  width = 'content',
  state = 'none',
  className,
  disabled,
  onClick,
  onPointerDown,
  onPointerUp,
  onPointerLeave,
  children,
  ...rest
}: ButtonProps) {
  const loading = state === 'loading';
  const { rippling, start, end } = useRipple();
  const classes = cx(
    styles.button,
    styles[variant],
    styles[size],
    width === 'full' && styles.full,
    loading && styles.loading,
    className,
  );
  return (
    <button
      type="button"
      {...rest}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (!loading) start();
        onPointerDown?.(event);
      }}
      onPointerUp={(event: PointerEvent<HTMLButtonElement>) => {
        end();
        onPointerUp?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLButtonElement>) => {
        end();
        onPointerLeave?.(event);
      }}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
      {rippling && <span className={styles.ripple} aria-hidden="true" data-ripple="" />}
    </button>
  );
}
