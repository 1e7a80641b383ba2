import { useCallback, useEffect, useRef, useState } from 'react';

/** A ripple stays visible at least this long, even after a quick tap (spec: 250 ms). */
export const RIPPLE_MIN_MS = 250;

/** Press feedback: on while pressed, and for at least RIPPLE_MIN_MS after the press began. */
export function useRipple(): { rippling: boolean; start: () => void; end: () => void } {
  const [rippling, setRippling] = useState(false);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    setRippling(true);
  }, []);
  const end = useCallback(() => {
    clearTimeout(timer.current);
    const remaining = Math.max(0, RIPPLE_MIN_MS - (Date.now() - startedAt.current));
    timer.current = setTimeout(() => setRippling(false), remaining);
  }, []);
  return { rippling, start, end };
}
