import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import { cx } from '../../internal/cx';
import hidden from '../../internal/visuallyHidden.module.css';
import styles from './CopyButton.module.css';

/** How long the success label shows; the button is inactive meanwhile (spec: 3 s). */
export const COPY_SUCCESS_MS = 3000;

export interface CopyButtonProps {
  text: string;
  /** The button's label; the ui namespace's 'Kopieren' by default. */
  label?: string;
  /** Shown and announced after copying; the ui namespace's 'Kopiert' by default. */
  successLabel?: string;
  onCopied?: () => void;
  className?: string;
}

/**
 * Copies `text` to the clipboard. Inactive while the success label shows: aria-disabled rather than
 * disabled, so the button keeps focus and a screen reader hears the polite announcement.
 */
export function CopyButton({ text, label, successLabel, onCopied, className }: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (copied) return;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return; // no permission or no clipboard: nothing was copied, so no success is shown
    }
    setCopied(true);
    onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_SUCCESS_MS);
  }

  const success = successLabel ?? t('copy.success');
  return (
    <>
      <button
        type="button"
        className={cx(styles.copy, copied && styles.copied, className)}
        aria-disabled={copied || undefined}
        onClick={() => void copy()}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          {copied ? (
            <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M8 8h11v11H8zM5 16V5h11" fill="none" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
        {copied ? success : (label ?? t('copy.label'))}
      </button>
      <span className={hidden.visuallyHidden} role="status">
        {copied ? success : ''}
      </span>
    </>
  );
}
