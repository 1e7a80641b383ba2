export { registerApi, createApiApp, fastifyTrustProxy } from './api';
export { apiConfigFromEnv, ConfigError, type ApiConfig } from './config';
export { hasSameOrigin, newCsrfToken, repeatsCsrfCookie } from './http/csrf';
export { clearLoginCookies, logOut } from './domains/login/session';
export type { DomainContext } from './domain';
export { previewAllowedFor, previewDateTimeOf } from './domains/preview/previewOfRequest';
export { errorProblemHandler, frameworkErrorProblem } from './http/problem';
export { ownCookieName, servedOverHttps } from './http/cookies';
export { shutDownGracefully } from './http/lifecycle';
