import type { Beacon } from './beaconSchema';

/**
 * Who hears of an accepted beacon in this process: the shell's Prometheus metrics (item
 * 3: the reports exposed in the metrics, counted per process as every Prometheus counter is).
 */
type BeaconListener = (beacon: Beacon) => void;
const listeners = new Set<BeaconListener>();

export function onBeaconAccepted(listener: BeaconListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function beaconAccepted(beacon: Beacon): void {
  for (const listener of listeners) listener(beacon);
}
