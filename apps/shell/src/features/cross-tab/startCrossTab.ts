import { COOKIE_NAMES, emit, type Site } from '@storefront/contracts';
import { crossTabChannelName, readCookie, supportsCrossTab } from '@storefront/platform';
import { startCrossTabBridge } from './crossTabBridge';
import { startLoginStatusSync } from './loginStatusSync';

/**
 * Puts this page in step with the other open tabs of its site. Where the browser cannot
 * coordinate tabs, nothing starts and each tab works on its own as before.
 *
 * The back/forward cache: Chromium evicts a kept page as soon as a
 * BroadcastChannel message reaches it (reason `broadcastchannel-message`), and the next page of
 * the site always sends one (its login status). So the channel closes when the page goes into the
 * cache and opens again when it comes back; what the page missed meanwhile (another page's cart
 * change, a login or logout) it then reads again, as for a change in another tab.
 */
export function startCrossTab(site: Site, win: Window & typeof globalThis = window): () => void {
  if (!supportsCrossTab(win)) return () => undefined;
  const stopSync = startLoginStatusSync(win);
  const openBridge = () =>
    startCrossTabBridge(site, new win.BroadcastChannel(crossTabChannelName(site)), win);
  let stopBridge: (() => void) | undefined = openBridge();
  const onPageHide = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    stopBridge?.();
    stopBridge = undefined;
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || stopBridge) return;
    stopBridge = openBridge();
    emit('cart:cart-changed', { source: 'shell:back-forward-cache', fromOtherTab: true }, win);
    emit(
      'login:status-changed',
      {
        loggedIn: Boolean(
          readCookie(COOKIE_NAMES.loginToken) ?? readCookie(COOKIE_NAMES.longTermToken),
        ),
      },
      win,
    );
  };
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
    stopBridge?.();
    stopSync();
  };
}
