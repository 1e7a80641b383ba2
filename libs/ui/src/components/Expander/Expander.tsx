import { useId, useState, type ReactNode } from 'react';
import styles from './Expander.module.css';

/**
 * The default toggle texts. Spec 9 (newsletter-footer-preview-login.md): "Expander default texts are
 * German ('Mehr anzeigen' / 'Weniger anzeigen')" — on every site, whatever its language; a caller that
 * wants another wording passes moreLabel/lessLabel (docs/spec-conformance.md, NFPL-9-8).
 */
export const EXPANDER_DEFAULT_TEXTS = {
  more: 'Mehr anzeigen',
  less: 'Weniger anzeigen',
  lang: 'de',
} as const;

export interface ExpanderProps {
  children: ReactNode;
  /** Defaults to the German 'Mehr anzeigen' on every site (spec 9). */
  moreLabel?: string;
  /** Defaults to the German 'Weniger anzeigen' on every site (spec 9). */
  lessLabel?: string;
  defaultOpen?: boolean;
  onToggle?: (open: boolean) => void;
}

/** 'Show more' content: hidden until the toggle opens it; the toggle stays after the content. */
export function Expander({
  children,
  moreLabel,
  lessLabel,
  defaultOpen = false,
  onToggle,
}: ExpanderProps) {
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
        {/* A German default on a page in another language is marked as German, so a screen reader
            pronounces it as such (WCAG 3.1.2). */}
        <span
          lang={
            (open ? lessLabel : moreLabel) === undefined ? EXPANDER_DEFAULT_TEXTS.lang : undefined
          }
        >
          {open
            ? (lessLabel ?? EXPANDER_DEFAULT_TEXTS.less)
            : (moreLabel ?? EXPANDER_DEFAULT_TEXTS.more)}
        </span>
        <svg
          className={open ? styles.up : undefined}
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
