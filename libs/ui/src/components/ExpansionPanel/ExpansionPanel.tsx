import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './ExpansionPanel.module.css';

export interface ExpansionPanelProps {
  title: ReactNode;
  defaultExpanded?: boolean;
  /** Controlled state; leave undefined to let the panel keep its own. */
  expanded?: boolean;
  onToggle?: (expanded: boolean) => void;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children?: ReactNode;
}

/** A disclosure (WAI-ARIA accordion item): a heading button that shows or hides its region. */
export function ExpansionPanel({
  title,
  defaultExpanded = false,
  expanded,
  onToggle,
  headingLevel = 3,
  children,
}: ExpansionPanelProps) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? ownExpanded;
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  function toggle() {
    const next = !isExpanded;
    if (expanded === undefined) setOwnExpanded(next);
    onToggle?.(next);
  }

  return (
    <div className={cx(styles.panel, isExpanded && styles.expanded)}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.button}
          aria-expanded={isExpanded}
          aria-controls={`${id}-region`}
          onClick={toggle}
        >
          <span>{title}</span>
          <svg
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </Heading>
      <div
        id={`${id}-region`}
        role="region"
        aria-labelledby={`${id}-button`}
        className={styles.region}
        hidden={!isExpanded}
      >
        {children}
      </div>
    </div>
  );
}
