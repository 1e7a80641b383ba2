export { registerApi, createApiApp } from './api';
export { apiConfigFromEnv, type ApiConfig } from './config';
export { clearLoginCookies, logOut, staffOfRequest } from './domains/login';
export type { DomainContext } from './domain';
export { previewAllowedFor, previewDateTimeOf } from './domains/preview';
export { catalogueVersion } from './domains/search';
export { signedVisitorId, VISITOR_COOKIE, verifiedVisitorId } from './http/visitorId';
export { startBehindProbes } from './http/startingProbes';
export {
  BEACON_SLOT_EVENTS,
  type Beacon,
  type DroppedReason,
  minuteOf,
  onBeaconAccepted,
  onBeaconReportsDropped,
  type ServedReleases,
  signServedReleases,
  addServerOutcomes,
  SERVER_SLOT_OUTCOMES,
  type ServerHealth,
  type ServerOutcomeCount,
  type ServerSlotOutcome,
  serverHealthSince,
  type SlotHealth,
  slotHealthPerMinute,
  slotHealthSince,
  WEB_VITAL_NAMES,
} from './domains/rum';
