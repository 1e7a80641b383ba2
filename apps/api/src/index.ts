export { registerApi, createApiApp } from './api';
export { apiConfigFromEnv, type ApiConfig } from './config';
export { newCsrfToken } from './http/csrf';
