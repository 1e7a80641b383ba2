import type { FooterProps, HeaderProps, InitialState, RemoteProps } from '@storefront/contracts';
import { CART_PAGE_PATH, NEWSLETTER_PATH } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { RemoteSlot } from './slots/RemoteSlot';
import { StaticHeader } from './fallbacks/StaticHeader';
import { SearchFallback } from './fallbacks/SearchFallback';
import { LinkFallback } from './fallbacks/LinkFallback';
import { StaticFooter } from './fallbacks/StaticFooter';
import { Page } from './pages/Page';
import { LoginRenewal } from './features/login-renewal/LoginRenewal';
import styles from './App.module.css';

/** The page frame: every region is a slot one team owns; the shell only composes. */
export function App({ state, props }: { state: InitialState; props: RemoteProps }) {
  const { t } = useTranslation('shell');
  const searchSlot = <RemoteSlot remote="search" module="SearchBox" props={props} fallback={<SearchFallback />} />;
  const miniCartSlot = <RemoteSlot remote="cart" module="MiniCart" props={props} fallback={<LinkFallback remote="cart" href={CART_PAGE_PATH} text={t('fallback.cart')} />} />;
  const headerProps: HeaderProps = { ...props, searchSlot, miniCartSlot };
  const newsletterSlot = <RemoteSlot remote="newsletter" module="SignUp" props={props} fallback={<LinkFallback remote="newsletter" href={NEWSLETTER_PATH} text={t('fallback.newsletter')} />} />;
  const footerProps: FooterProps = { ...props, newsletterSlot };
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('common:skipToContent')}
      </a>
      <RemoteSlot
        remote="navigation"
        module="Header"
        props={headerProps}
        fallback={<StaticHeader searchSlot={searchSlot} miniCartSlot={miniCartSlot} />}
        placeholder={<div className={props.reduced ? styles.reducedHeaderPlaceholder : styles.headerPlaceholder} aria-hidden="true" />}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Page state={state} props={props} />
      </main>
      <RemoteSlot remote="footer" module="Footer" props={footerProps} fallback={<StaticFooter newsletterSlot={props.reduced ? null : newsletterSlot} />} />
      {state.staff && <RemoteSlot remote="preview" module="PreviewPanel" props={props} fallback={null} />}
      <LoginRenewal />
    </>
  );
}
