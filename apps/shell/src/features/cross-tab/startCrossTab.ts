import { COOKIE_NAMES, emit, type Site } from '@storefront/contracts';
import { crossTabChannelName, readCookie, supportsCrossTab } from '@storefront/platform';
import { startCrossTabBridge } from './crossTabBridge';
import { startLoginStatusSync } from './loginStatusSync';

/** Whether the cookies say someone is logged in or remembered on this site. */
const loggedInByCookies = () =>
  Boolean(readCookie(COOKIE_NAMES.loginToken) ?? readCookie(COOKIE_NAMES.longTermToken));

/**
 * Puts this page in step with the other open tabs of its site. Where the browser cannot
 * coordinate tabs, nothing starts and each tab works on its own as before.
 *
 * The back/forward cache: Chromium evicts a kept page as soon as a
 * BroadcastChannel message reaches it (reason `broadcastchannel-message`), and the next page of
 * the site always sends one (its login status). So the channel closes when the page goes into the
 * cache and opens again when it comes back; what the page missed meanwhile (another page's cart
 * change, a login or logout) it then reads again, as for a change in another tab.
 *
 * A tab the shopper comes back to: a hidden tab may have missed a change (a browser freezes
 * background tabs, and a change made by a form post before its page hydrated reaches the other
 * tabs only once that page's code runs). Once per return it reads the cart again, and its login
 * state when the login cookies say it changed meanwhile (the header and the footer then load their
 * personal data again); a tab whose login state did not change keeps its greeting as it is.
 */
export function startCrossTab(site: Site, win: Window & typeof globalThis = window): () => void {
  if (!supportsCrossTab(win)) return () => undefined;
  const stopSync = startLoginStatusSync(win);
  const openBridge = () =>
    startCrossTabBridge(site, new win.BroadcastChannel(crossTabChannelName(site)), win);
  let stopBridge: (() => void) | undefined = openBridge();
  const readCartAgain = (source: string) =>
    emit('cart:cart-changed', { source, fromOtherTab: true }, win);
  const readLoginAgain = () => emit('login:status-changed', { loggedIn: loggedInByCookies() }, win);
  const onPageHide = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    stopBridge?.();
    stopBridge = undefined;
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || stopBridge) return;
    stopBridge = openBridge();
    readCartAgain('shell:back-forward-cache');
    readLoginAgain();
  };
  /** The login state as the cookies said when the tab was hidden; undefined while it is visible. */
  let loggedInWhenHidden: boolean | undefined;
  const onVisibilityChange = () => {
    if (win.document.visibilityState === 'hidden') {
      loggedInWhenHidden = loggedInByCookies();
      return;
    }
    if (loggedInWhenHidden === undefined) return;
    const wasLoggedIn = loggedInWhenHidden;
    loggedInWhenHidden = undefined;
    readCartAgain('shell:visible-again');
    if (loggedInByCookies() !== wasLoggedIn) readLoginAgain();
  };
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  win.document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
    win.document.removeEventListener('visibilitychange', onVisibilityChange);
    stopBridge?.();
    stopSync();
  };
}
