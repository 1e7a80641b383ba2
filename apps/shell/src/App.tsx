import {
  type FooterProps,
  type HeaderProps,
  type InitialState,
  type RemoteName,
  type RemoteProps,
  type SlotModule,
  CART_PAGE_PATH,
  NEWSLETTER_PATH,
  appBannerShowsHere,
} from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { useEffect } from 'react';
import { RemoteSlot, type RemoteSlotProps } from './slots/RemoteSlot';
import { markShellRendered } from './slots/firstPaint';
import { StaticHeader } from './fallbacks/StaticHeader';
import { SearchFallback } from './fallbacks/SearchFallback';
import { LinkFallback } from './fallbacks/LinkFallback';
import { StaticFooter } from './fallbacks/StaticFooter';
import { Page } from './pages/Page';
import { LoginRenewal } from './features/login-renewal/LoginRenewal';
import { HeaderPlaceholder, Main, SkipLink } from './frame';
import './App.css';

/** The header's placeholder in the browser, where the app banner's close flag can be read (only rendered while the header loads there). */
function BrowserHeaderPlaceholder({ reduced }: { reduced: boolean }) {
  return <HeaderPlaceholder reduced={reduced} appBanner={appBannerShowsHere(reduced)} />;
}

/** A slot that falls back to one link to the page doing its remote's job (mini cart: the cart page; sign-up: the newsletter page). */
function slotWithLinkFallback<R extends RemoteName, M extends SlotModule<R>>(
  slot: Omit<RemoteSlotProps<R, M>, 'fallback'>,
  href: string,
  text: string,
) {
  return (
    <RemoteSlot
      {...slot}
      fallback={<LinkFallback remote={slot.remote} href={href} text={text} />}
    />
  );
}

/** The page frame: every region is a slot one team owns; the shell only composes. */
export function App({ state, props }: { state: InitialState; props: RemoteProps }) {
  const { t } = useTranslation('shell');
  useEffect(() => markShellRendered(), []);
  // Inside the header the two slots hold the header back until they are in, so it appears once, at
  // its final height; inside the static fallback header they show up on their own.
  const headerSlots = (ownPlaceholder: boolean) => ({
    searchSlot: (
      <RemoteSlot
        remote="search"
        module="SearchBox"
        props={props}
        fallback={<SearchFallback />}
        ownPlaceholder={ownPlaceholder}
      />
    ),
    miniCartSlot: slotWithLinkFallback(
      { remote: 'cart', module: 'MiniCart', props, ownPlaceholder },
      CART_PAGE_PATH,
      t('fallback.cart'),
    ),
  });
  const headerProps: HeaderProps = {
    ...props,
    ...headerSlots(false),
    consentScriptUrl: state.consentScriptUrl,
  };
  // The same for the sign-up in the footer: the footer appears once, with it (a block growing in
  // above the footer moved what the shopper was about to click); in the static footer, on its own.
  const newsletterSlot = (ownPlaceholder: boolean) =>
    slotWithLinkFallback(
      { remote: 'newsletter', module: 'SignUp', props, ownPlaceholder },
      NEWSLETTER_PATH,
      t('fallback.newsletter'),
    );
  const footerProps: FooterProps = { ...props, newsletterSlot: newsletterSlot(false) };
  return (
    <>
      <SkipLink text={t('common:skipToContent')} />
      <RemoteSlot
        remote="navigation"
        module="Header"
        props={headerProps}
        fallback={<StaticHeader {...headerSlots(true)} />}
        placeholder={<BrowserHeaderPlaceholder reduced={props.reduced} />}
      />
      <Main>
        <Page state={state} props={props} />
      </Main>
      <RemoteSlot
        remote="footer"
        module="Footer"
        props={footerProps}
        fallback={<StaticFooter newsletterSlot={props.reduced ? null : newsletterSlot(true)} />}
      />
      {state.staff && (
        <RemoteSlot remote="preview" module="PreviewPanel" props={props} fallback={null} />
      )}
      <LoginRenewal site={props.site} />
    </>
  );
}
