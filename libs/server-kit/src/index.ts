// The server kit: what every HTTP server of the storefront (the API and the document server) does
// the same way, so neither imports the other's internals. Named exports only.

export { ConfigError, flagFromEnv } from './config/configError';
export { fastifyTrustProxy, type TrustProxy, trustProxyFromEnv } from './config/trustProxy';
export { hopCountTrustWarning, warnOnUntrustedForwarding } from './config/untrustedForwarding';
export { clientKeyOf, IPV6_CLIENT_PREFIX_BITS } from './http/clientAddress';
export {
  type CookieSecurity,
  type OwnCookieOptions,
  ownCookieName,
  readOwnCookie,
  secureFor,
  servedOverHttps,
  setOwnCookie,
} from './http/cookies';
export {
  type CsrfProtection,
  hasSameOrigin,
  hasStrictSameOrigin,
  hasValidCsrf,
  newCsrfToken,
  registerCsrfCheck,
  repeatsCsrfCookie,
} from './http/csrf';
export {
  DEPENDENCIES,
  type Dependency,
  Lifecycle,
  type LifecycleState,
  SHUTDOWN_DRAIN_MS,
  shutDownGracefully,
  shutdownDrainMsFromEnv,
} from './http/lifecycle';
export { MAX_PATH_LENGTH, pathLengthOf, refuseLongPaths } from './http/pathLength';
export { surviveLostConnections, type PoolEvents } from './postgres/lostConnections';
export { errorProblemHandler, frameworkErrorProblem, sendProblem } from './http/problem';
export { acceptedSecrets, purposeSignature, signedByOneOf } from './http/purposeKeys';
export { loggerOptions, MASK, maskedRequest, maskedUrl } from './http/requestLog';
export {
  capConnections,
  HEADERS_TIMEOUT_MS,
  IDLE_CONNECTION_TIMEOUT_MS,
  MAX_CONNECTIONS,
  REQUEST_TIMEOUT_MS,
  SERVER_LIMITS,
  type ServerLimits,
  serverLimitOptions,
  TIMEOUT_CHECK_INTERVAL_MS,
} from './http/serverLimits';
