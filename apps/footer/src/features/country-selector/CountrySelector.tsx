import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SITE_CONFIG, countrySwitcherEntries, siteOrigin } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import styles from './CountrySelector.module.css';

/**
 * The country and language selector: the current country on a disclosure button, the nine sites as
 * links; choosing one goes to that site's address. An unknown current site counts as DE.
 */
export function CountrySelector({ site }: { site: string }) {
  const { t } = useTranslation('footer');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const entries = countrySwitcherEntries(site, (code) => siteOrigin(code, window.location));
  const current = entries.find((entry) => entry.selected);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  // countrySwitcherEntries always selects one of the nine (unknown falls back to DE).
  if (!current) return null;
  return (
    <nav className={styles.selector} aria-labelledby={headingId} onKeyDown={closeOnEscape}>
      <h2 id={headingId} className={styles.heading}>
        {t('countrySelector')}
      </h2>
      <button ref={buttonRef} type="button" className={styles.button} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <img src={current.flag} alt="" width={24} height={16} data-flag={current.flagName} />
        <span>{current.label}</span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.code}>
            <a
              href={entry.href}
              lang={SITE_CONFIG[entry.code].locale}
              hrefLang={SITE_CONFIG[entry.code].locale}
              aria-current={entry.selected ? 'true' : undefined}
              className={entry.selected ? `${styles.entry} ${styles.selected}` : styles.entry}
            >
              <img src={entry.flag} alt="" width={24} height={16} data-flag={entry.flagName} />
              <span>{entry.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
