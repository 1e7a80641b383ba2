export { registerApi, createApiApp, fastifyTrustProxy } from './api';
export { apiConfigFromEnv, ConfigError, flagFromEnv, type ApiConfig } from './config';
export { hasSameOrigin, newCsrfToken, repeatsCsrfCookie } from './http/csrf';
export { clearLoginCookies, logOut } from './domains/login/session';
export type { DomainContext } from './domain';
export { previewAllowedFor, previewDateTimeOf } from './domains/preview/previewOfRequest';
export { catalogueVersion } from './domains/search/repository';
export { errorProblemHandler, frameworkErrorProblem } from './http/problem';
export { ownCookieName, servedOverHttps } from './http/cookies';
export { shutDownGracefully } from './http/lifecycle';
export { startBehindProbes } from './http/startingProbes';
export { onBeaconAccepted } from './domains/rum/beaconListeners';
export { slotHealthSince, slotHealthPerMinute, type SlotHealth } from './domains/rum/aggregates';
export { BEACON_SLOT_EVENTS, WEB_VITAL_NAMES, type Beacon } from './domains/rum/beaconSchema';
export { staffOfRequest } from './domains/login/staff';
export {
  capConnections,
  SERVER_LIMITS,
  serverLimitOptions,
  type ServerLimits,
} from './http/serverLimits';
export { loggerOptions, maskedUrl } from './http/requestLog';
export { MAX_PATH_LENGTH, refuseLongPaths } from './http/pathLength';
