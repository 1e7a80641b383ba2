import { useEffect, useId, useRef, useState } from 'react';
import type { HeaderPersonalData, Site } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import styles from './Greeting.module.css';

/** Links of the greeting for a logged-in or remembered visitor; the mobile plan exists only in DE. */
export function greetingLinks(site: Site): { key: string; href: string }[] {
  return [
    { key: 'orders', href: '/orders' },
    { key: 'watchlist', href: '/watchlist' },
    { key: 'beans', href: '/beanaccount' },
    ...(site === 'DE' ? [{ key: 'mobile', href: '/mobile' }] : []),
    { key: 'community', href: '/community' },
    { key: 'logout', href: '/logout' },
  ];
}

/**
 * The greeting area, a disclosure next to the user icon: personal greeting with name, loyalty
 * beans, loyalty-card and community flags and account links; or a welcome with login and register.
 */
export function Greeting({ site, data }: { site: Site; data: HeaderPersonalData }) {
  const { t } = useTranslation('navigation');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Its place is kept while the personal data loads, so the icons beside it do not move.
  if (!data.initialized) return <div className={styles.greeting} aria-hidden="true" />;
  const label = data.loggedInOrRemembered ? t('greeting.hello', { name: data.customerName }) : t('greeting.welcome');
  return (
    <div
      ref={rootRef}
      className={styles.greeting}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button ref={buttonRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {data.loggedInOrRemembered ? (
          <>
            <p className={styles.name}>{t('greeting.hello', { name: data.customerName })}</p>
            <p>{t('greeting.beans', { beans: data.loyaltyBeans })}</p>
            {data.storefrontCardMember && <p className={styles.flag}>{t('greeting.cardMember')}</p>}
            {data.communityMember && <p className={styles.flag}>{t('greeting.communityMember')}</p>}
            <ul className={styles.links}>
              {greetingLinks(site).map((link) => (
                <li key={link.key}>
                  <a href={link.href}>{t(`greeting.link.${link.key}`)}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p>{t('greeting.welcomeText')}</p>
            <ul className={styles.links}>
              <li>
                <a href="/login">{t('greeting.login')}</a>
              </li>
              <li>
                <a href="/signup">{t('greeting.register')}</a>
              </li>
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
