import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  width?: 'content' | 'full';
  /** While loading the button is busy: announced, and not clickable. */
  state?: 'none' | 'loading';
}

export function Button({ variant = 'primary', width = 'content', state = 'none', className, disabled, ...rest }: ButtonProps) {
  const loading = state === 'loading';
  const classes = [styles.button, variant === 'secondary' && styles.secondary, width === 'full' && styles.full, className].filter(Boolean).join(' ');
  return <button type="button" {...rest} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} />;
}
