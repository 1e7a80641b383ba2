import { useEffect, useId, useRef, useState } from 'react';
import { SITE_CONFIG, SITES, siteOrigin, type Site } from '@storefront/contracts';
import {
  countrySwitcherEntries,
  hasUsableInternationalList,
  type InternationalItem,
} from '@storefront/footer-schemas';
import { useTranslation } from '@storefront/i18n';
import { useDismiss } from '@storefront/ui';
import styles from './CountrySelector.module.css';

export interface CountrySelectorProps {
  site: string;
  /**
   * Every site's public origin, as the server learnt it: the same links on the server and
   * in the first browser render. Without them the selector takes the window's scheme and port after
   * mounting, as before, and shows nothing until then.
   */
  origins?: Readonly<Record<Site, string>>;
  /** The editors' country list (spec 3.2 `international`); the nine sites' origins only without it. */
  international?: readonly InternationalItem[];
}

/** Each site's address on the window's scheme and port (locally its *.localhost host). */
function originsOfWindow(): Record<Site, string> {
  return Object.fromEntries(
    SITES.map((code) => [code, siteOrigin(code, window.location)]),
  ) as Record<Site, string>;
}

/**
 * The country and language selector: the editors' country list (spec 3.2 `international`), or the
 * nine sites when there is none, as links; choosing one goes to that entry's address. An unknown current site counts as DE. The server's HTML, and the page until this footer
 * has hydrated, show the links as a plain list that works without JavaScript; once
 * hydrated, the list sits behind a disclosure button that names the current country.
 */
export function CountrySelector({ site, origins, international }: CountrySelectorProps) {
  const { t } = useTranslation('footer');
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [windowOrigins, setWindowOrigins] = useState<Record<Site, string>>();
  const headingId = useId();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLElement>(null);
  // The list stays open on a press elsewhere in the footer, as it always has: only Escape and its button close it.
  const closeOnEscape = useDismiss({
    open,
    close: () => setOpen(false),
    area,
    returnFocusTo: () => buttonRef.current,
    closeOnPressOutside: false,
  });
  useEffect(() => {
    setHydrated(true);
    if (!origins) setWindowOrigins(originsOfWindow());
  }, [origins]);
  const fromEditors = hasUsableInternationalList(international);
  const known = origins ?? windowOrigins;
  // The editors' list carries its own addresses; only the fallback needs the sites' origins.
  if (!fromEditors && !known) return null;
  const entries = countrySwitcherEntries(site, (code) => known?.[code] ?? '', international);
  // The editors may leave the current site out of their list: the button still names it.
  const current =
    entries.find((entry) => entry.selected) ??
    countrySwitcherEntries(site, () => '').find((entry) => entry.selected);

  // The fallback list always selects one of the nine (unknown falls back to DE).
  if (!current) return null;
  return (
    <nav
      ref={area}
      className={styles.selector}
      aria-labelledby={headingId}
      onKeyDown={hydrated ? closeOnEscape : undefined}
      data-enhanced={hydrated || undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('countrySelector')}
      </h2>
      {hydrated && (
        <button
          ref={buttonRef}
          type="button"
          className={styles.button}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <img
            src={current.flag}
            alt=""
            width={24}
            height={16}
            loading="lazy"
            data-flag={current.flagName}
          />
          <span>{current.label}</span>
        </button>
      )}
      <ul
        id={listId}
        className={hydrated ? styles.list : styles.plainList}
        hidden={hydrated && !open}
      >
        {entries.map((entry) => (
          <li key={entry.code}>
            <a
              href={entry.href}
              lang={SITE_CONFIG[entry.code].locale}
              hrefLang={SITE_CONFIG[entry.code].locale}
              aria-current={entry.selected ? 'true' : undefined}
              className={entry.selected ? `${styles.entry} ${styles.selected}` : styles.entry}
            >
              <img
                src={entry.flag}
                alt=""
                width={24}
                height={16}
                loading="lazy"
                data-flag={entry.flagName}
              />
              <span>{entry.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
