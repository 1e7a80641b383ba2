/** Beacons one client address may send per minute: a page sends one or two; an office behind one address sends a few dozen; more is a flood. */
export const BEACON_LIMIT_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

/**
 * A fixed-window count per client address, in this process (a beacon is worth little: a flood
 * split over several processes still adds only counts, never rows per visitor). Old windows are
 * dropped as new ones start, so the map stays as big as the last minute's addresses.
 */
export function beaconLimit(perMinute = BEACON_LIMIT_PER_MINUTE) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    take(address: string, now: number): boolean {
      if (now - windowStart >= WINDOW_MS) {
        windowStart = now;
        counts = new Map();
      }
      const count = (counts.get(address) ?? 0) + 1;
      counts.set(address, count);
      return count <= perMinute;
    },
  };
}
