import { COOKIE_NAMES, decodeClaims, readCookie } from '@storefront/contracts';
import {
  ACTIVITY_EVENTS,
  LOGIN_COOKIE_POLL_MS,
  NO_RENEWAL_PLATFORMS,
  RENEWAL_CHECK_INTERVAL_MS,
  RENEWAL_CODES,
  STOPPING_CODES,
  type RenewalCode,
} from './constants';
import { nowSeconds } from './tokenClaims';
import { renewLoginToken, requestLongTermToken } from './renewalApi';

export interface LoginRenewalDeps {
  document: Document;
  window: Window;
  cookie: (name: string) => string | undefined;
  renew: () => Promise<RenewalCode>;
  requestLongTermToken: () => Promise<void>;
}

const defaultDeps = (): LoginRenewalDeps => ({
  document,
  window,
  cookie: (name) => readCookie(name),
  renew: () => renewLoginToken(),
  requestLongTermToken: () => requestLongTermToken(),
});

/**
 * The renewal check (spec 4.4): no token 3, expired 5, not yet renewable 4 (all from the claims, in
 * seconds), otherwise the renew call's code.
 */
export async function checkLoginToken(deps: Pick<LoginRenewalDeps, 'cookie' | 'renew'>): Promise<RenewalCode> {
  const claims = decodeClaims(deps.cookie(COOKIE_NAMES.loginToken));
  if (!claims) return RENEWAL_CODES.FAILED;
  const now = nowSeconds();
  if (claims.exp <= now) return RENEWAL_CODES.EXPIRED;
  if (claims.ren !== undefined && now < claims.ren) return RENEWAL_CODES.NOT_YET_RENEWABLE;
  return deps.renew();
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
 */
export function startLoginRenewal(overrides: Partial<LoginRenewalDeps> = {}): () => void {
  const deps = { ...defaultDeps(), ...overrides };
  const { document: doc, window: win } = deps;
  let checkTimer: ReturnType<typeof setInterval> | undefined;
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
    const code = await checkLoginToken(deps);
    if (STOPPING_CODES.has(code) && started === generation && checkTimer !== undefined) {
      clearInterval(checkTimer);
      checkTimer = undefined;
    }
  };

  const startChecking = () => {
    active = false;
    checkTimer = setInterval(() => {
      if (!active) return;
      active = false;
      void runCheck();
    }, RENEWAL_CHECK_INTERVAL_MS);
    void runCheck();
  };

  const onVisible = () => {
    stopTimers();
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

  const onVisibilityChange = () => {
    if (!running) return;
    if (doc.visibilityState === 'hidden') stopTimers();
    else onVisible();
  };
  const onActivity = () => {
    active = true;
  };

  doc.addEventListener('visibilitychange', onVisibilityChange);
  for (const name of ACTIVITY_EVENTS) win.addEventListener(name, onActivity, { capture: true, passive: true });
  if (doc.visibilityState !== 'hidden') onVisible();

  return () => {
    running = false;
    stopTimers();
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    for (const name of ACTIVITY_EVENTS) win.removeEventListener(name, onActivity, { capture: true });
  };
}
