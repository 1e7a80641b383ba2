import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { fetchPersonalDataOnce, on, resetPersonalData, toHeaderPersonalData, UNINITIALIZED_PERSONAL_DATA, type HeaderPersonalData } from '@storefront/contracts';
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
    const off = on('login:status-changed', () => {
      resetPersonalData();
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
