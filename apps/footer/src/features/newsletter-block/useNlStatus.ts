import { useEffect, useState } from 'react';
import { onPersonalDataStale } from '@storefront/contracts';
import { fetchNlStatus } from './customerInfoApi';

export type NlStatusState = { loaded: false } | { loaded: true; nlStatus: string | null | undefined };

/**
 * The customer's nl_status from the customer info of the login id (spec 2.2, 3.4), asked again after
 * a login-status change, in this tab or another one (issue 19).
 */
export function useNlStatus(): NlStatusState {
  const [state, setState] = useState<NlStatusState>({ loaded: false });
  useEffect(() => {
    let active = true;
    const load = () =>
      fetchNlStatus().then(
        (nlStatus) => active && setState({ loaded: true, nlStatus }),
        // Without customer info the visitor counts as not subscribed: the sign-up block shows.
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
