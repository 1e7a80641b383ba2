import { emit, isLoggedInOrRemembered, on, type LoginStatus } from '@storefront/contracts';
import { isPersonalDataLoading } from '@storefront/platform';

/**
 * Keeps the login status of this tab in step with the other tabs of the site, whatever
 * changed it (login page, logout, renewal, the long-term token): each tab reports the status its
 * personal data answered with; a tab showing another one announces a login-status change here, so
 * the header and footer drop their personal data and load it once more. A tab whose own request is
 * still unanswered waits for that answer; one whose request failed follows. Returns the stop function.
 */
export function startLoginStatusSync(
  target: EventTarget = window,
  loading: () => boolean = isPersonalDataLoading,
): () => void {
  // What this tab's last personal-data answer said; unknown before it, after a failure, or after a change.
  let shown: LoginStatus | undefined;
  const offObserved = on(
    'login:status-observed',
    ({ loginStatus, fromOtherTab }) => {
      if (!fromOtherTab) {
        shown = loginStatus;
        return;
      }
      if (shown === loginStatus || loading()) return;
      emit('login:status-changed', { loggedIn: isLoggedInOrRemembered(loginStatus) }, target);
    },
    target,
  );
  // A change seen in this tab (its login page, its renewal) leaves the status open until the reload answers.
  const offChanged = on(
    'login:status-changed',
    () => {
      shown = undefined;
    },
    target,
  );
  return () => {
    offObserved();
    offChanged();
  };
}
