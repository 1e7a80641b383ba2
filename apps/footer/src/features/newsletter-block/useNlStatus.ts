import { useEffect, useState } from 'react';
import { onPersonalDataStale } from '@storefront/platform';
import { fetchNlStatus } from './customerInfoApi';

export type NlStatusState =
  { loaded: false } | { loaded: true; nlStatus: string | null | undefined };

/**
 * The customer's nl_status from the customer info of the login id (spec 2.2, 3.4), asked again after
 * a login-status change, in this tab or another one. With the server's answer
 * it is known from the first render and not asked again until such a change.
 */
export function useNlStatus(fromServer?: string | null): NlStatusState {
  const known = fromServer !== undefined;
  const [state, setState] = useState<NlStatusState>(
    known ? { loaded: true, nlStatus: fromServer } : { loaded: false },
  );
  useEffect(() => {
    let active = true;
    const load = () =>
      fetchNlStatus().then(
        (nlStatus) => active && setState({ loaded: true, nlStatus }),
        // Without customer info the visitor counts as not subscribed: the sign-up block shows.
        () => active && setState({ loaded: true, nlStatus: undefined }),
      );
    if (!known) void load();
    const off = onPersonalDataStale(() => void load());
    return () => {
      active = false;
      off();
    };
  }, [known]);
  return state;
}
