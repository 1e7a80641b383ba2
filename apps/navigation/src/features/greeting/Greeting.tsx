import { useEffect, useId, useRef, useState } from 'react';
import { COOKIE_NAMES, LOGOUT_FORM_FIELDS, LOGOUT_PATH, type Site } from '@storefront/contracts';
import { readOwnCookie, type HeaderPersonalData } from '@storefront/platform';
import { useTranslation } from '@storefront/i18n';
import { useDismiss } from '@storefront/ui';
import styles from './Greeting.module.css';

/** Links of the greeting for a logged-in or remembered visitor; the mobile plan exists only in DE. */
export function greetingLinks(site: Site): { key: string; href: string }[] {
  return [
    { key: 'orders', href: '/orders' },
    { key: 'watchlist', href: '/watchlist' },
    { key: 'beans', href: '/beanaccount' },
    ...(site === 'DE' ? [{ key: 'mobile', href: '/mobile' }] : []),
    { key: 'community', href: '/community' },
  ];
}

/** The logout form's hidden fields as the document server knew them (the form works before JavaScript). */
export interface LogoutFields {
  csrfToken: string;
  returnTo: string;
}

/**
 * Logout posts a form (contracts' LOGOUT_PATH): the server revokes the login and sends the shopper
 * back to this page, logged out. A form, not a link, so no other site can log a shopper out by
 * embedding a URL. The anti-forgery token and the page start as the server rendered them (so the
 * form works without JavaScript and hydrates unchanged), then come from the browser once mounted.
 */
function LogoutForm({ label, initial }: { label: string; initial: LogoutFields }) {
  const [fields, setFields] = useState(initial);
  useEffect(() => {
    setFields({
      csrfToken: readOwnCookie(COOKIE_NAMES.csrf) ?? '',
      returnTo: `${window.location.pathname}${window.location.search}`,
    });
  }, []);
  return (
    <form method="post" action={LOGOUT_PATH} className={styles.logoutForm}>
      <input type="hidden" name={LOGOUT_FORM_FIELDS.csrf} value={fields.csrfToken} />
      <input type="hidden" name={LOGOUT_FORM_FIELDS.returnTo} value={fields.returnTo} />
      <button type="submit" className={styles.linkButton}>
        {label}
      </button>
    </form>
  );
}

const NO_LOGOUT_FIELDS: LogoutFields = { csrfToken: '', returnTo: '' };

/**
 * The greeting area, a disclosure next to the user icon: personal greeting with name, loyalty
 * beans, loyalty-card and community flags and account links; or a welcome with login and register.
 */
export function Greeting({
  site,
  data,
  logout = NO_LOGOUT_FIELDS,
}: {
  site: Site;
  data: HeaderPersonalData;
  logout?: LogoutFields;
}) {
  const { t } = useTranslation('navigation');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = useDismiss({
    open,
    close: () => setOpen(false),
    area: rootRef,
    returnFocusTo: () => buttonRef.current,
  });

  // Its place is kept while the personal data loads, so the icons beside it do not move.
  if (!data.initialized) return <div className={styles.greeting} aria-hidden="true" />;
  const label = data.loggedInOrRemembered
    ? t('greeting.hello', { name: data.customerName })
    : t('greeting.welcome');
  return (
    <div ref={rootRef} className={styles.greeting} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
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
              <li>
                <LogoutForm label={t('greeting.link.logout')} initial={logout} />
              </li>
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
