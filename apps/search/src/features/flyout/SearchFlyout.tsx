import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { emit } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { FLYOUT_HISTORY_KEY, SEARCH_FLYOUT_OPEN_CLASS } from './flyoutConstants';
import { nativeBackAction } from './nativeApp';
import styles from './SearchFlyout.module.css';

export interface SearchFlyoutProps {
  /** The search form; receives the function that closes the flyout (Escape on a closed panel). */
  children: (close: () => void) => ReactNode;
}

/**
 * The phone variant: a search icon opens a flyout over an overlay and sets the page's open class.
 * Opening pushes a history entry, so the browser's Back (and the back button outside the app) closes
 * the flyout instead of leaving the page; inside the native app the back button uses the app's back.
 */
export function SearchFlyout({ children }: SearchFlyoutProps) {
  const { t } = useTranslation('search');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const pushedEntry = useRef(false);
  const announced = useRef(false);

  useEffect(() => {
    document.documentElement.classList.toggle(SEARCH_FLYOUT_OPEN_CLASS, open);
    if (open || announced.current) emit('search:flyout-toggle', { open });
    announced.current = true;
  }, [open]);

  useEffect(() => {
    const onPopState = () => {
      if (!pushedEntry.current) return;
      pushedEntry.current = false;
      setOpen(false);
      opener.current?.focus();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.documentElement.classList.remove(SEARCH_FLYOUT_OPEN_CLASS);
    };
  }, []);

  function openFlyout() {
    window.history.pushState(
      { ...(window.history.state as object | null), [FLYOUT_HISTORY_KEY]: true },
      '',
    );
    pushedEntry.current = true;
    setOpen(true);
  }

  function close() {
    if (pushedEntry.current) {
      window.history.back(); // popstate closes
      return;
    }
    setOpen(false);
    opener.current?.focus();
  }

  function back() {
    const native = nativeBackAction();
    if (!native) return close();
    pushedEntry.current = false;
    setOpen(false);
    native();
  }

  return (
    <div data-boundary="search">
      <button
        ref={opener}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('flyout.open')}
        onClick={openFlyout}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <>
          <div
            className={styles.overlay}
            data-search-overlay=""
            aria-hidden="true"
            onClick={close}
          />
          <div id={panelId} className={styles.flyout} role="dialog" aria-label={t('flyout.label')}>
            <button type="button" className={styles.back} onClick={back}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M15 5 8 12l7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {t('flyout.back')}
            </button>
            {children(close)}
          </div>
        </>
      )}
    </div>
  );
}
