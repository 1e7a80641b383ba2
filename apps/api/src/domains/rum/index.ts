// The rum domain's public face: other domains and the API's root import it from here, never from
// its files (eslint.config.mjs); its tables are the database schema's (db/schema.ts).
export { rumDomain } from './routes';
export {
  type AcceptedBeacon,
  type DroppedReason,
  onBeaconAccepted,
  onBeaconReportsDropped,
} from './beaconListeners';
export {
  minuteOf,
  purgeOnceAMinute,
  slotHealthSince,
  slotHealthPerMinute,
  type SlotHealth,
} from './aggregates';
export { BEACON_SLOT_EVENTS, WEB_VITAL_NAMES, type Beacon } from './beaconSchema';
export { RELEASE_VITALS, vitalsSince } from './vitals';
export { signServedReleases, type ServedReleases } from './servedReleases';
export {
  addServerOutcomes,
  SERVER_SLOT_OUTCOMES,
  type ServerHealth,
  type ServerOutcomeCount,
  type ServerSlotOutcome,
  serverHealthSince,
} from './serverOutcomes';
