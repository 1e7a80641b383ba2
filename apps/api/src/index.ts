export { registerApi, createApiApp, fastifyTrustProxy } from './api';
export { apiConfigFromEnv, ConfigError, flagFromEnv, type ApiConfig } from './config';
export { hasSameOrigin, newCsrfToken, repeatsCsrfCookie } from './http/csrf';
export { clearLoginCookies, logOut, staffOfRequest } from './domains/login';
export type { DomainContext } from './domain';
export { previewAllowedFor, previewDateTimeOf } from './domains/preview';
export { catalogueVersion } from './domains/search';
export { errorProblemHandler, frameworkErrorProblem } from './http/problem';
export { ownCookieName, servedOverHttps } from './http/cookies';
export { signedVisitorId, VISITOR_COOKIE, verifiedVisitorId } from './http/visitorId';
export { shutDownGracefully } from './http/lifecycle';
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
export {
  capConnections,
  SERVER_LIMITS,
  serverLimitOptions,
  type ServerLimits,
} from './http/serverLimits';
export { loggerOptions, maskedUrl } from './http/requestLog';
export { MAX_PATH_LENGTH, refuseLongPaths } from './http/pathLength';
