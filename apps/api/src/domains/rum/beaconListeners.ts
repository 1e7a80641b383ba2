import type { Beacon } from './beaconSchema';

/**
 * A beacon as counted: its slot reports for releases the page was served, and its vitals, each
 * with the release of the remote it was pinned on where the browser named one.
 */
export interface AcceptedBeacon {
  site: Beacon['site'];
  slots: Beacon['slots'];
  vitals: (Beacon['vitals'][number] & { release?: string })[];
}

/**
 * Who hears of the beacons in this process: the document server's Prometheus metrics (the
 * reports counted, and those dropped with the reason why, per process as every Prometheus counter is).
 */
type BeaconListener = (beacon: AcceptedBeacon) => void;
/** Why reports (slots, attributed vitals) were not counted: no served releases, a bad or expired signature, or a release not served. */
export type DroppedReason = 'unsigned' | 'signature' | 'expired' | 'not-served';
type DroppedListener = (reason: DroppedReason, reports: number) => void;
const listeners = new Set<BeaconListener>();
const droppedListeners = new Set<DroppedListener>();

export function onBeaconAccepted(listener: BeaconListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function beaconAccepted(beacon: AcceptedBeacon): void {
  for (const listener of listeners) listener(beacon);
}

export function onBeaconReportsDropped(listener: DroppedListener): () => void {
  droppedListeners.add(listener);
  return () => droppedListeners.delete(listener);
}

export function beaconReportsDropped(reason: DroppedReason, reports: number): void {
  if (reports > 0) for (const listener of droppedListeners) listener(reason, reports);
}
