export { registerApi, createApiApp, fastifyTrustProxy } from './api';
export { apiConfigFromEnv, ConfigError, type ApiConfig } from './config';
export { newCsrfToken } from './http/csrf';
export { previewAllowedFor, previewDateTimeOf } from './domains/preview/previewOfRequest';
export { frameworkErrorProblem } from './http/problem';
export { ownCookieName, servedOverHttps } from './http/cookies';
