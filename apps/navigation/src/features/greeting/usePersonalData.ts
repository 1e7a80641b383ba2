import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { fetchPersonalDataOnce, onPersonalDataStale, toHeaderPersonalData, UNINITIALIZED_PERSONAL_DATA, type HeaderPersonalData } from '@storefront/contracts';
import { personalDataAtom } from './personalDataAtom';

/** Loads the personal data once per page; a login or logout resets it and loads it again. */
export function usePersonalData(): HeaderPersonalData {
  const [data, setData] = useAtom(personalDataAtom);
  useEffect(() => {
    let current = true;
    const load = () =>
      fetchPersonalDataOnce().then(
        (response) => current && setData(toHeaderPersonalData(response)),
        () => current && setData({ ...UNINITIALIZED_PERSONAL_DATA, initialized: true }),
      );
    void load();
    // The footer reloads too; both share the one new request.
    const off = onPersonalDataStale(() => {
      setData(UNINITIALIZED_PERSONAL_DATA);
      void load();
    });
    return () => {
      current = false;
      off();
    };
  }, [setData]);
  return data;
}
