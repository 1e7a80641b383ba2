import {
  type ExposedComponentProps,
  type InitialState,
  type RemoteProps,
  appBannerShowsHere,
  slotParts,
} from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { useEffect, type ReactNode } from 'react';
import { RemoteSlot } from './slots/RemoteSlot';
import { markShellRendered } from './slots/firstPaint';
import { frameSlot, frameSlotShown, type FramePage, type FrameSlotKey } from './slots/frameSlots';
import { StaticHeader } from './fallbacks/StaticHeader';
import { SearchFallback } from './fallbacks/SearchFallback';
import { LinkFallback } from './fallbacks/LinkFallback';
import { StaticFooter } from './fallbacks/StaticFooter';
import { Page } from './pages/Page';
import { LoginRenewal } from './features/login-renewal';
import { ReleasePreviewNotice } from './features/release-preview';
import { HeaderPlaceholder, Main, SkipLink } from './frame';
import './App.css';

/** The header's placeholder in the browser, where the app banner's close flag can be read (only rendered while the header loads there). */
function BrowserHeaderPlaceholder({ reduced }: { reduced: boolean }) {
  return <HeaderPlaceholder reduced={reduced} appBanner={appBannerShowsHere(reduced)} />;
}

interface FrameSlotViewProps<K extends FrameSlotKey> {
  slot: K;
  props: ExposedComponentProps[K];
  /** The shell's markup for the table's fallback kind (the static header and footer hold slots of their own). */
  fallback: ReactNode;
  placeholder?: ReactNode;
  /** Rendered by its host's fallback rather than by its host remote: it then shows up on its own. */
  inHostFallback?: boolean;
}

/** One frame slot as the frame table describes it. */
function FrameSlotView<K extends FrameSlotKey>({
  slot,
  props,
  fallback,
  placeholder,
  inHostFallback = false,
}: FrameSlotViewProps<K>) {
  const inside = 'inside' in frameSlot(slot);
  return (
    <RemoteSlot
      slot={slot}
      props={props}
      fallback={fallback}
      placeholder={placeholder}
      ownPlaceholder={!inside || inHostFallback}
    />
  );
}

/** The page frame: every region is a slot one team owns, as the frame table lists them; the shell only composes. */
export function App({ state, props }: { state: InitialState; props: RemoteProps }) {
  const { t } = useTranslation('shell');
  useEffect(() => markShellRendered(), []);
  const page: FramePage = { reduced: props.reduced, staff: state.staff };

  /** The shell's markup for a slot's fallback kind of the table. */
  const fallbackOf = (key: FrameSlotKey): ReactNode => {
    const { fallback } = frameSlot(key);
    switch (fallback.kind) {
      case 'static-header':
        return (
          <StaticHeader
            searchSlot={slot('search/SearchBox', props, true)}
            miniCartSlot={slot('cart/MiniCart', props, true)}
          />
        );
      case 'search-form':
        return <SearchFallback />;
      case 'static-footer':
        return <StaticFooter newsletterSlot={slot('newsletter/SignUp', props, true)} />;
      case 'link':
        return (
          <LinkFallback
            remote={slotParts(key).remote}
            href={fallback.href}
            text={t(fallback.text)}
          />
        );
      case 'nothing':
        return null;
    }
  };

  /** A frame slot, or nothing on a page the table does not show it on. */
  function slot<K extends FrameSlotKey>(
    key: K,
    slotProps: ExposedComponentProps[K],
    inHostFallback = false,
    placeholder?: ReactNode,
  ): ReactNode {
    if (!frameSlotShown(key, page)) return null;
    return (
      <FrameSlotView
        slot={key}
        props={slotProps}
        fallback={fallbackOf(key)}
        placeholder={placeholder}
        inHostFallback={inHostFallback}
      />
    );
  }

  return (
    <>
      <SkipLink text={t('common:skipToContent')} />
      <ReleasePreviewNotice releases={state.releasePreview} />
      {slot(
        'navigation/Header',
        {
          ...props,
          searchSlot: slot('search/SearchBox', props),
          miniCartSlot: slot('cart/MiniCart', props),
          consentScriptUrl: state.consentScriptUrl,
        },
        false,
        <BrowserHeaderPlaceholder reduced={props.reduced} />,
      )}
      <Main>
        <Page state={state} props={props} />
      </Main>
      {slot('footer/Footer', { ...props, newsletterSlot: slot('newsletter/SignUp', props) })}
      {slot('preview/PreviewPanel', props)}
      <LoginRenewal site={props.site} />
    </>
  );
}
