import { COOKIE_NAMES, emit, on } from '@storefront/contracts';
import { decodeClaims, readCookie } from '@storefront/platform';
import {
  ACTIVITY_EVENTS,
  LOGIN_COOKIE_POLL_MS,
  LOGIN_STATUS_CODES,
  NO_RENEWAL_PLATFORMS,
  RENEWAL_CHECK_INTERVAL_MS,
  RENEWAL_CODES,
  STOPPING_CODES,
  type RenewalCode,
} from './constants';
import { nowSeconds } from './tokenClaims';
import { renewLoginTokenIfReached, requestLongTermToken } from './renewalApi';
import { EVERY_TAB_LEADS, type RenewalLeadership } from './renewalLeadership';

export interface LoginRenewalDeps {
  document: Document;
  window: Window;
  cookie: (name: string) => string | undefined;
  /** The renew call's code; undefined when the server was not reached (spec 4.4 counts it as 3). */
  renew: () => Promise<RenewalCode | undefined>;
  requestLongTermToken: () => Promise<void>;
  /** Which tab of the browser renews; the page passes its Web Lock (see LoginRenewal). */
  leadership: RenewalLeadership;
}

const defaultDeps = (): LoginRenewalDeps => ({
  document,
  window,
  cookie: (name) => readCookie(name),
  renew: () => renewLoginTokenIfReached(),
  requestLongTermToken: () => requestLongTermToken(),
  leadership: EVERY_TAB_LEADS,
});

/**
 * The renewal check (spec 4.4): no token 3, expired 5, not yet renewable 4 (all from the claims, in
 * seconds), otherwise the renew call's code; undefined when the server was not reached (then 3).
 */
export async function checkLoginToken(
  deps: Pick<LoginRenewalDeps, 'cookie' | 'renew'>,
): Promise<RenewalCode | undefined> {
  const claims = decodeClaims(deps.cookie(COOKIE_NAMES.loginToken));
  if (!claims) return RENEWAL_CODES.FAILED;
  const now = nowSeconds();
  if (claims.exp <= now) return RENEWAL_CODES.EXPIRED;
  if (claims.ren !== undefined && now < claims.ren) return RENEWAL_CODES.NOT_YET_RENEWABLE;
  return deps.renew();
}

/**
 * After codes 3 and 5 the login token is gone, refused or expired: the shopper is still REMEMBERED
 * while the long-term token is valid, as the API decides (apps/api/src/domains/login/session.ts).
 */
export function rememberedByLongTermToken(cookie: LoginRenewalDeps['cookie']): boolean {
  const longTerm = decodeClaims(cookie(COOKIE_NAMES.longTermToken));
  return longTerm !== undefined && longTerm.exp > nowSeconds();
}

/** At start: a long-term token is due when missing, past its renew time, or the login token has no login id. */
export function needsLongTermToken(cookie: LoginRenewalDeps['cookie']): boolean {
  const longTerm = decodeClaims(cookie(COOKIE_NAMES.longTermToken));
  const loginToken = cookie(COOKIE_NAMES.loginToken);
  if (!longTerm) return true;
  if (longTerm.ren !== undefined && nowSeconds() >= longTerm.ren) return true;
  return Boolean(loginToken) && !decodeClaims(loginToken)?.lid;
}

/**
 * Keeps a shopper's login token renewed while they are active. Runs on every page; returns the
 * function that stops it. Timers stop while the page is hidden; a visible page with a token checks
 * at once and then every 3 minutes if there was activity; without a token it polls for the cookie.
 * Of several visible tabs only the one holding the lead does this; activity in any tab
 * counts, and the others read the renewed token from the cookie they share.
 */
export function startLoginRenewal(overrides: Partial<LoginRenewalDeps> = {}): () => void {
  const deps = { ...defaultDeps(), ...overrides };
  const { document: doc, window: win } = deps;
  let checkTimer: ReturnType<typeof setInterval> | undefined;
  let giveUpLead: (() => void) | undefined;
  // Whether this tab's next activity goes to the renewing tab: once after each of its checks.
  let shareActivity = true;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let active = false;
  let running = true;
  // Bumped whenever the timers restart, so a check answered late cannot stop a newer schedule.
  let generation = 0;

  if (needsLongTermToken(deps.cookie)) void deps.requestLongTermToken();
  // The app renews the token itself on these platforms; only the long-term token check above runs.
  if (NO_RENEWAL_PLATFORMS.has(deps.cookie(COOKIE_NAMES.platform) ?? '')) return () => undefined;

  const stopTimers = () => {
    if (checkTimer !== undefined) clearInterval(checkTimer);
    if (pollTimer !== undefined) clearInterval(pollTimer);
    checkTimer = pollTimer = undefined;
    generation += 1;
  };

  const runCheck = async () => {
    const started = generation;
    const reached = await checkLoginToken(deps);
    const code = reached ?? RENEWAL_CODES.FAILED;
    // The login token is gone, refused or expired: the login status may have changed (logged out,
    // or the long-term token took over); the page's personal data loads again, and the other tabs
    // follow. An unreached server tells nothing about it.
    if (reached !== undefined && LOGIN_STATUS_CODES.has(reached) && running)
      emit('login:status-changed', { loggedIn: rememberedByLongTermToken(deps.cookie) }, win);
    if (STOPPING_CODES.has(code) && started === generation && checkTimer !== undefined) {
      clearInterval(checkTimer);
      checkTimer = undefined;
    }
  };

  // This tab counts activity from now on: every tab shares its next activity again (spec 4.4:
  // activity in any tab counts, and none after this point may be lost to the sharing).
  const countFromNow = () => {
    active = false;
    emit('login:activity-counted', {}, win);
  };

  const startChecking = () => {
    countFromNow();
    checkTimer = setInterval(() => {
      if (!active) return;
      countFromNow();
      void runCheck();
    }, RENEWAL_CHECK_INTERVAL_MS);
    void runCheck();
  };

  const lead = () => {
    if (!running || doc.visibilityState === 'hidden') return;
    if (deps.cookie(COOKIE_NAMES.loginToken)) {
      startChecking();
      return;
    }
    pollTimer = setInterval(() => {
      if (!deps.cookie(COOKIE_NAMES.loginToken)) return;
      clearInterval(pollTimer);
      pollTimer = undefined;
      startChecking();
    }, LOGIN_COOKIE_POLL_MS);
  };

  // A hidden tab never renews on its own: it hands the lead on to a visible one.
  const resign = () => {
    stopTimers();
    giveUpLead?.();
    giveUpLead = undefined;
  };
  const onVisible = () => {
    resign();
    giveUpLead = deps.leadership.request(lead);
  };

  const onVisibilityChange = () => {
    if (!running) return;
    if (doc.visibilityState === 'hidden') resign();
    else onVisible();
  };
  const onActivity = () => {
    active = true;
    // Scrolling fires many events; the renewing tab needs one per check.
    if (!shareActivity) return;
    shareActivity = false;
    emit('login:shopper-active', {}, win);
  };
  const offSharedActivity = on(
    'login:shopper-active',
    ({ fromOtherTab }) => {
      if (fromOtherTab) active = true;
    },
    win,
  );
  const offCounted = on(
    'login:activity-counted',
    ({ fromOtherTab }) => {
      if (fromOtherTab) shareActivity = true;
    },
    win,
  );

  doc.addEventListener('visibilitychange', onVisibilityChange);
  for (const name of ACTIVITY_EVENTS)
    win.addEventListener(name, onActivity, { capture: true, passive: true });
  if (doc.visibilityState !== 'hidden') onVisible();

  return () => {
    running = false;
    resign();
    offSharedActivity();
    offCounted();
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    for (const name of ACTIVITY_EVENTS)
      win.removeEventListener(name, onActivity, { capture: true });
  };
}
