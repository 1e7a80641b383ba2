export {
  type CookieOptions,
  deleteCookie,
  HOST_COOKIE_PREFIX,
  hostCookieName,
  readCookie,
  readOwnCookie,
  writeCookie,
} from './browser/cookies';
export {
  CROSS_TAB_EVENTS,
  crossTabChannelName,
  type CrossTabEventName,
  type CrossTabMessage,
  CrossTabMessageSchema,
  renewalLockName,
  supportsCrossTab,
} from './browser/crossTab';
export { clampDelay, MAX_TIMER_DELAY_MS, startTimer } from './browser/timers';
export { decodeClaims } from './browser/tokenClaims';
export {
  createHttpClient,
  getWithToken,
  http,
  type HttpClient,
  type HttpClientOptions,
  HttpError,
  type HttpErrorKind,
  type HttpResponse,
  isHttpError,
  putJsonWithToken,
  REQUEST_TIMEOUT_MS,
  type RequestOptions,
  sendsTokensTo,
} from './http/client';
export { describeIssues, type Validator } from './http/validator';
export { collectedWithin, SLOT_DATA_WAIT_MS } from './slotData/collectedWithin';
export { HrefSchema, isSafeHref } from './navigation/links';
export {
  MAX_REDIRECT_LENGTH,
  safeRedirectPath,
  safeRedirectPathOr,
} from './navigation/safeRedirect';
export {
  fetchPersonalDataOnce,
  type HeaderPersonalData,
  isPersonalDataLoading,
  onPersonalDataStale,
  PERSONAL_DATA_PATH,
  resetPersonalData,
  toHeaderPersonalData,
  UNINITIALIZED_PERSONAL_DATA,
} from './personalData';
