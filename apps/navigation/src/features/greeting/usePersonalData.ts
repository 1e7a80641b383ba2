import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { emit, type LoginStatus } from '@storefront/contracts';
import {
  fetchPersonalDataOnce,
  onPersonalDataStale,
  toHeaderPersonalData,
  UNINITIALIZED_PERSONAL_DATA,
  type HeaderPersonalData,
} from '@storefront/platform';
import { personalDataAtom } from './personalDataAtom';

/**
 * Loads the personal data once per page; a login or logout resets it and loads it again. With the
 * document server's copy (`initial`, from the request's cookies) the first render already greets,
 * on the server and in the browser alike, and the browser does not ask again.
 */
export function usePersonalData(initial?: {
  personal: HeaderPersonalData;
  loginStatus: LoginStatus;
}): HeaderPersonalData {
  // The server's copy shows until the store holds an answer of its own (first render: the same as
  // the server's HTML). Not jotai/utils' useHydrateAtoms: only `jotai` itself is a shared module,
  // a second entry point would put a copy of jotai into this remote's bundle.
  const [seed, setSeed] = useState(initial?.personal);
  const [stored, setData] = useAtom(personalDataAtom);
  const data = stored.initialized || !seed ? stored : seed;
  const seededStatus = initial?.loginStatus;
  useEffect(() => {
    let current = true;
    const load = () =>
      fetchPersonalDataOnce().then(
        (response) => current && setData(toHeaderPersonalData(response)),
        () => current && setData({ ...UNINITIALIZED_PERSONAL_DATA, initialized: true }),
      );
    if (seededStatus) {
      // What the answer would have reported: the other tabs compare their login status with it.
      emit('login:status-observed', { loginStatus: seededStatus });
    } else void load();
    // The footer reloads too; both share the one new request.
    const off = onPersonalDataStale(() => {
      setSeed(undefined);
      setData(UNINITIALIZED_PERSONAL_DATA);
      void load();
    });
    return () => {
      current = false;
      off();
    };
  }, [setData, seededStatus]);
  return data;
}
