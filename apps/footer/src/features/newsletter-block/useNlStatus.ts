import { useEffect, useState } from 'react';
import { fetchNlStatus } from './customerInfoApi';

export type NlStatusState = { loaded: false } | { loaded: true; nlStatus: string | null | undefined };

/** The customer's nl_status from the customer info of the login id (spec 2.2, 3.4). */
export function useNlStatus(): NlStatusState {
  const [state, setState] = useState<NlStatusState>({ loaded: false });
  useEffect(() => {
    let active = true;
    fetchNlStatus().then(
      (nlStatus) => active && setState({ loaded: true, nlStatus }),
      // Without customer info the visitor counts as not subscribed: the sign-up block shows.
      () => active && setState({ loaded: true, nlStatus: undefined }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
