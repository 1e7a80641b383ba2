import type { Beacon } from './beaconSchema';

/**
 * Who hears of the beacons in this process: the document server's Prometheus metrics (the
 * reports counted, and those dropped with the reason why, per process as every Prometheus counter is).
 */
type BeaconListener = (beacon: Beacon) => void;
/** Why slot reports were not counted: no served releases, a bad or expired signature, or a release not served. */
export type DroppedReason = 'unsigned' | 'signature' | 'expired' | 'not-served';
type DroppedListener = (reason: DroppedReason, reports: number) => void;
const listeners = new Set<BeaconListener>();
const droppedListeners = new Set<DroppedListener>();

export function onBeaconAccepted(listener: BeaconListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function beaconAccepted(beacon: Beacon): void {
  for (const listener of listeners) listener(beacon);
}

export function onBeaconReportsDropped(listener: DroppedListener): () => void {
  droppedListeners.add(listener);
  return () => droppedListeners.delete(listener);
}

export function beaconReportsDropped(reason: DroppedReason, reports: number): void {
  if (reports > 0) for (const listener of droppedListeners) listener(reason, reports);
}
