import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/i18n';
import { cx } from '../../internal/cx';
import styles from './Notification.module.css';

export type NotificationKind = 'info' | 'success' | 'error' | 'warning';
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'info',
  'success',
  'warning',
  'error',
];

export interface NotificationProps {
  kind: NotificationKind;
  children: ReactNode;
  /** When given, a click on the notification (or its dismiss button) dismisses it. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

const ICONS: Record<NotificationKind, string> = {
  info: 'M12 8v.01M11 11h1v6h1',
  success: 'M6 12l4 4 8-8',
  warning: 'M12 8v5M12 16v.01',
  error: 'M8 8l8 8M16 8l-8 8',
};

/** A status message: polite for info, success and warning, assertive (alert) for errors. */
export function Notification({ kind, children, onDismiss, dismissLabel }: NotificationProps) {
  const { t } = useTranslation('ui');
  return (
    // The click on the whole box is a pointer shortcut; keyboard users get the dismiss button.
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cx(styles.notification, styles[kind], onDismiss && styles.dismissible)}
      onClick={onDismiss}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d={ICONS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <div className={styles.text}>{children}</div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel ?? t('notification.dismiss')}
          onClick={(event) => {
            event.stopPropagation();
            onDismiss();
          }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
    </div>
  );
}
