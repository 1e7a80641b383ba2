import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@storefront/i18n';
import { cx } from '../../internal/cx';
import { focusableElements } from '../../internal/focusable';
import styles from './Modal.module.css';

export type ModalSize = 'S' | 'M' | 'L';
export const MODAL_SIZES: readonly ModalSize[] = ['S', 'M', 'L'];

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  size?: ModalSize;
  title: ReactNode;
  children?: ReactNode;
  /** Accessible name of the close button; the ui namespace's 'Schließen' by default. */
  closeLabel?: string;
  /** Extra attributes for the dialog, e.g. a theme: { 'data-theme': 'dark' }. */
  dialogProps?: Record<`data-${string}`, string>;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in on open, stays trapped inside, and goes
 * back to the element that opened it on close. Escape and a click on the backdrop close it.
 */
export function Modal({
  open,
  onClose,
  size = 'M',
  title,
  children,
  closeLabel,
  dialogProps,
}: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog)
      (focusableElements(dialog).find((element) => !element.dataset.modalClose) ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    // Only a press that starts on the backdrop itself closes: selecting text inside must not.
    if (event.target !== event.currentTarget) return;
    // Without this the press would move focus to the body right after it went back to the opener.
    event.preventDefault();
    onCloseRef.current();
  }

  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} data-testid="modal-backdrop">
      <div
        {...dialogProps}
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles[`size${size}`])}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel ?? t('modal.close')}
            data-modal-close="true"
            onClick={() => onCloseRef.current()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M5 5l14 14M19 5L5 19"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
