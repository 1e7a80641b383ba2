import { useEffect, useRef, useState } from 'react';
import type { AbTest } from '@storefront/preview-schemas';
import { fetchTestsAt } from './previewApi';
import { previewDateTime } from './previewDateTime';

export type AbTestList =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'empty' }
  | { state: 'found'; tests: AbTest[] };

/** The A/B tests active at the preview date; reloads whenever the date changes (spec 4.3). */
export function useAbTests(date: string, time: string): AbTestList {
  const [list, setList] = useState<AbTestList>({ state: 'loading' });
  // The time joins the query but, as the spec says, only a date change reloads the list.
  const timeRef = useRef(time);
  timeRef.current = time;
  useEffect(() => {
    let live = true;
    setList({ state: 'loading' });
    fetchTestsAt(previewDateTime(date, timeRef.current)).then(
      (tests) => {
        if (live) setList(tests.length > 0 ? { state: 'found', tests } : { state: 'empty' });
      },
      (error: unknown) => {
        console.error('Fetching the A/B tests failed.', error);
        if (live) setList({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [date]);
  return list;
}
