import { useEffect, useState } from 'react';
import { fetchPersonalDataOnce, onPersonalDataStale } from '@storefront/contracts';

export type NlStatusState = { loaded: false } | { loaded: true; nlStatus: string | null | undefined };

/**
 * The customer's nl_status from the page's one personal-data request (shared with the header),
 * read again after a login-status change, in this tab or another one (issue 19).
 */
export function useNlStatus(): NlStatusState {
  const [state, setState] = useState<NlStatusState>({ loaded: false });
  useEffect(() => {
    let active = true;
    const load = () =>
      fetchPersonalDataOnce().then(
        (data) => active && setState({ loaded: true, nlStatus: data.customer?.nlStatus }),
        // Without personal data the visitor counts as not subscribed: the sign-up block shows.
        () => active && setState({ loaded: true, nlStatus: undefined }),
      );
    void load();
    const off = onPersonalDataStale(() => void load());
    return () => {
      active = false;
      off();
    };
  }, []);
  return state;
}
