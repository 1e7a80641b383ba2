import { useId, useMemo, useRef, useState } from 'react';
import { CART_PAGE_PATH, type RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { BADGE_MAX, useCart, parseCartServerData } from '../../shared/cart-state';
import { CartContents, CartMessage } from '../../features/cart-contents';
import styles from './MiniCart.module.css';
import { useDismiss, visuallyHidden } from '@storefront/ui';

/** The badge text: the count, or "+99" above 99. */
export function badgeText(count: number): string {
  return count > BADGE_MAX ? `+${BADGE_MAX}` : String(count);
}

/**
 * The header's cart icon: a link to the cart page with the item count badge, and a disclosure
 * button that opens a panel listing the cart (remove, restore, checkout). With server data (issue
 * 16) the link carries the count in the first HTML and works without JavaScript.
 */
export function MiniCart({ site, pageType, serverData }: RemoteProps) {
  const { t } = useTranslation('cart');
  const { cart: seed, priceTexts } = useMemo(() => parseCartServerData(serverData), [serverData]);
  const view = useCart(site, seed);
  const { cart, known, busy, message } = view;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const count = cart.numberOfArticles;

  const area = useRef<HTMLDivElement>(null);
  const onKeyDown = useDismiss({
    open,
    close: () => setOpen(false),
    area,
    returnFocusTo: () => toggle.current,
  });

  return (
    <div ref={area} className={styles.miniCart} data-boundary="cart" onKeyDown={onKeyDown}>
      <a
        href={CART_PAGE_PATH}
        className={styles.link}
        aria-label={`${t('label')}, ${t('itemCount', { count })}`}
        aria-busy={busy}
      >
        <svg
          aria-hidden="true"
          focusable="false"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          className={styles.icon}
        >
          <path
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 2H21l-3 8H8l-3-11H2V1"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span aria-hidden="true" className={styles.label}>
          {t('label')}
        </span>
        {known && (
          <span
            aria-hidden="true"
            className={count > BADGE_MAX ? `${styles.badge} ${styles.small}` : styles.badge}
            data-testid="cart-badge"
          >
            {badgeText(count)}
          </span>
        )}
      </a>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={visuallyHidden}>{t('flyout.toggle')}</span>
        <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
          <path
            d={open ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      <div
        id={panelId}
        className={styles.panel}
        role="region"
        aria-label={t('flyout.toggle')}
        hidden={!open}
      >
        {open && <CartContents site={site} view={view} priceTexts={priceTexts} headingLevel={3} />}
      </div>
      {/* On the cart page the page shows the messages; one alert is enough. */}
      {pageType !== 'basket' && (
        <div className={styles.message}>
          <CartMessage message={message} />
        </div>
      )}
    </div>
  );
}
