/**
 * How long a slot the browser renders from scratch (the page left to the browser, or a slot the
 * server could only give its fallback) waits for its data before it first shows without what is
 * still missing, which then loads in place. The services answer in milliseconds; this only caps
 * what a slow one costs the slot. Header and footer wait the same, as the document server waits
 * for their server data before it renders them.
 */
export const SLOT_DATA_WAIT_MS = 1_000;

/**
 * What `fill` has written into `into` once it is done, or once SLOT_DATA_WAIT_MS have passed,
 * whichever comes first: a copy, so an answer that lands later changes nothing already shown. A
 * rejection of `fill` before the wait is over rejects, as the slot's own fetches would.
 */
export function collectedWithin<T extends object>(
  into: T,
  fill: (into: T) => Promise<unknown>,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SLOT_DATA_WAIT_MS);
  });
  return Promise.race([fill(into), waited])
    .finally(() => clearTimeout(timer))
    .then(() => ({ ...into }));
}
