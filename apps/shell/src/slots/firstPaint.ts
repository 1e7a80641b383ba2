import { useEffect, useState } from 'react';

let painted = false;
let resolvePainted: () => void = () => undefined;
const paintedOnce = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});

/**
 * Called once the shell's first render is committed: resolves once the browser has painted it (the
 * next frame, then a task). Until then no remote is requested, so the page's own content (its
 * heading, the reserved places) paints without waiting behind the remotes' downloads.
 */
export function markShellRendered(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      painted = true;
      resolvePainted();
    }, 0),
  );
}

export function afterFirstPaint(): Promise<void> {
  return paintedOnce;
}

/**
 * false until the shell's first render has been painted; true from then on, also for later slots.
 * `wanted` false: the caller does not need to know (a slot the server rendered), and the hook never
 * re-renders it: an update reaching a slot that is still hydrating would throw its server HTML away.
 */
export function useFirstPaintDone(wanted = true): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done || !wanted) return;
    let current = true;
    void paintedOnce.then(() => {
      if (current) setDone(true);
    });
    return () => {
      current = false;
    };
  }, [done, wanted]);
  return done;
}
