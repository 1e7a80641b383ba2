import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@storefront/i18n';
import styles from './Expander.module.css';

export interface ExpanderProps {
  children: ReactNode;
  /**
   * Defaults to the ui namespace's 'Mehr anzeigen' in German. Deliberate deviation from spec 9 (German
   * defaults everywhere): the default follows the site's language, so a Czech page never says
   * 'Mehr anzeigen' (docs/spec-conformance.md, NFPL-9-8).
   */
  moreLabel?: string;
  /** Defaults to the ui namespace's 'Weniger anzeigen' in German; localised like moreLabel. */
  lessLabel?: string;
  defaultOpen?: boolean;
  onToggle?: (open: boolean) => void;
}

/** 'Show more' content: hidden until the toggle opens it; the toggle stays after the content. */
export function Expander({ children, moreLabel, lessLabel, defaultOpen = false, onToggle }: ExpanderProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className={styles.expander}>
      <div id={id} hidden={!open}>
        {children}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen(!open);
          onToggle?.(!open);
        }}
      >
        {open ? (lessLabel ?? t('expander.less')) : (moreLabel ?? t('expander.more'))}
        <svg className={open ? styles.up : undefined} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
