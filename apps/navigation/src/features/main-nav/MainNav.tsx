import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { STATIC_CATEGORIES, type Locale, type Site } from '@storefront/contracts';
import { type NavigationNode, type ThemeWorldNavigation } from '@storefront/navigation-schemas';
import { useTranslation } from '@storefront/i18n';
import { useDismiss } from '@storefront/ui';
import { trackGaEvent } from '../../shared/tracking';
import { fetchNavigation, fetchThemeWorlds } from './navigationApi';
import { useFlyouts } from './useFlyouts';
import { ThemeWorldFlyout } from './ThemeWorldFlyout';
import { DrillDownFlyout } from './DrillDownFlyout';
import type { HeaderServerData } from '../../shared/serverData';
import { FLYOUT_ENTER_TRANSITION_MS, THEMEWORLD_FLYOUT_ID } from './constants';

// The flyout's enter animation takes its length from the named constant, not from a number in CSS.
import styles from './MainNav.module.css';

interface Entry {
  id: string;
  title: string;
  href: string;
  target?: string;
  node?: NavigationNode;
  themeworlds?: ThemeWorldNavigation;
}

/**
 * The main navigation bar: the theme-world overview first, then the site's entries. Without
 * navigation data (still loading or failed) the static categories stay, as plain links.
 *
 * With the header's server data the tree and theme worlds are there on the first render
 * and not asked again. Every flyout's links are in the HTML, hidden until it opens, so they exist
 * before and without JavaScript (crawlers); every entry is a real link.
 */
export function MainNav({
  site,
  locale,
  path,
  initial,
}: {
  site: Site;
  locale: Locale;
  path?: string;
  initial?: Pick<HeaderServerData, 'navigation' | 'themeworlds' | 'now' | 'endDates'>;
}) {
  const { t } = useTranslation('navigation');
  const [tree, setTree] = useState<NavigationNode[] | undefined>(initial?.navigation);
  const [themeworlds, setThemeworlds] = useState<ThemeWorldNavigation | undefined>(
    initial?.themeworlds,
  );
  // Only what the server did not bring is asked for in the browser.
  const [served] = useState(() => ({
    tree: initial?.navigation !== undefined,
    themeworlds: initial?.themeworlds !== undefined,
  }));
  // Theme-world end dates count from the server's clock at first, then from the browser's.
  const [now, setNow] = useState<number | undefined>(initial?.now);
  const flyouts = useFlyouts();
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  // Through the CSSOM, not a style attribute: inline style in the server's HTML breaks the CSP.
  useLayoutEffect(
    () => navRef.current?.style.setProperty('--flyout-enter-ms', `${FLYOUT_ENTER_TRANSITION_MS}ms`),
    [],
  );

  useEffect(() => {
    let current = true;
    if (!served.tree) void fetchNavigation(site).then((data) => current && setTree(data));
    if (!served.themeworlds)
      void fetchThemeWorlds(site).then((data) => current && setThemeworlds(data));
    return () => {
      current = false;
    };
  }, [site, served]);
  useEffect(() => setNow(Date.now()), []);

  const { openId, close } = flyouts;

  const closeAndFocus = () => {
    const id = openId;
    close();
    if (id) buttons.current.get(id)?.focus();
  };
  const onKeyDown = useDismiss({
    open: Boolean(openId),
    close,
    area: navRef,
    returnFocusTo: () => (openId ? buttons.current.get(openId) : undefined),
  });

  const entries: Entry[] = [
    {
      id: THEMEWORLD_FLYOUT_ID,
      title: t('nav.themeworlds'),
      href: themeworlds?.themeworldFlyout.overview.url ?? '/themeworlds',
      themeworlds,
    },
    ...(tree
      ? tree.map((node) => ({
          id: node.href,
          title: node.title,
          href: node.href,
          target: node.target,
          node: node.children.length > 0 ? node : undefined,
        }))
      : STATIC_CATEGORIES.map((category) => ({
          id: category.href,
          title: t(`common:category.${category.key}`),
          href: category.href,
        }))),
  ];

  return (
    <>
      <nav
        ref={navRef}
        aria-label={t('nav.label')}
        className={styles.nav}
        data-navigation={tree ? 'dynamic' : 'static'}
        onPointerLeave={(event) => event.pointerType !== 'touch' && close()}
        onKeyDown={onKeyDown}
      >
        <ul className={styles.bar}>
          {entries.map((entry, index) => {
            const hasFlyout = Boolean(entry.node ?? entry.themeworlds);
            const isOpen = hasFlyout && openId === entry.id;
            const panelId = `${baseId}-flyout-${index}`;
            return (
              <li
                key={entry.id}
                className={styles.entry}
                onPointerEnter={(event) =>
                  hasFlyout && flyouts.hoverStart(entry.id, event.pointerType)
                }
              >
                <a
                  href={entry.href}
                  target={entry.target}
                  className={isOpen ? `${styles.link} ${styles.active}` : styles.link}
                  onPointerDown={(event) => flyouts.notePointer(event.pointerType)}
                  onClick={(event) => {
                    if (hasFlyout && flyouts.interceptTap(entry.id)) {
                      event.preventDefault();
                      flyouts.open(entry.id);
                      return;
                    }
                    trackGaEvent('navigation', 'main item click', entry.title);
                  }}
                >
                  {entry.title}
                </a>
                {hasFlyout && (
                  <button
                    type="button"
                    ref={(element) => {
                      if (element) buttons.current.set(entry.id, element);
                      else buttons.current.delete(entry.id);
                    }}
                    className={styles.disclosure}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t('nav.submenu', { title: entry.title })}
                    onClick={() => flyouts.toggle(entry.id)}
                  >
                    <span aria-hidden="true" className={styles.chevron} />
                  </button>
                )}
                {hasFlyout && (
                  <div
                    id={panelId}
                    className={styles.flyout}
                    hidden={!isOpen}
                    data-testid={`flyout-${entry.id}`}
                  >
                    {/* Each opening starts the flyout afresh (its drill-down state), as when it mounted on open. */}
                    {entry.themeworlds && (
                      <ThemeWorldFlyout
                        key={String(isOpen)}
                        data={entry.themeworlds}
                        locale={locale}
                        now={now}
                        endDates={initial?.endDates}
                      />
                    )}
                    {entry.node && (
                      <DrillDownFlyout
                        key={String(isOpen)}
                        node={entry.node}
                        path={path ?? ''}
                        onClose={closeAndFocus}
                      />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {openId && (
        <div
          className={styles.overlay}
          aria-hidden="true"
          data-testid="flyout-overlay"
          onPointerEnter={flyouts.overlayHoverStart}
          onPointerLeave={flyouts.cancel}
          onClick={close}
        />
      )}
    </>
  );
}
