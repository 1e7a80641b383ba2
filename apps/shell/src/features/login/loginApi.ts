import { emit, HEADER_NAMES, LOGIN_PATHS, LoginRequestSchema, LoginResponseSchema, StaffLoginRequestSchema, StaffLoginResponseSchema, type LoginOutcome, type Site } from '@storefront/contracts';
import { http, isHttpError, type HttpClient, safeRedirectPathOr } from '@storefront/platform';

function outcomeOf(error: unknown): LoginOutcome {
  return isHttpError(error) && error.status === 401 ? 'UNAUTHORIZED' : 'SERVICE_UNAVAILABLE';
}

/** POST login (spec 7.4): 200 SUCCESS, 401 UNAUTHORIZED, anything else SERVICE_UNAVAILABLE. */
export async function loginCustomer(site: Site, email: string, password: string, client: HttpClient = http): Promise<LoginOutcome> {
  // A request the API's own schema refuses (400) would read as "service unavailable"; no account
  // can match it, so it is the wrong-credentials answer without a round trip.
  if (!LoginRequestSchema.safeParse({ email, password }).success) return 'UNAUTHORIZED';
  try {
    await client.postJson(LOGIN_PATHS.login, { email, password }, LoginResponseSchema, { headers: { [HEADER_NAMES.site]: site } });
    emit('login:status-changed', { loggedIn: true });
    return 'SUCCESS';
  } catch (error) {
    return outcomeOf(error);
  }
}

/** The staff login for the preview panel; the server sets the HttpOnly staff cookie. */
export async function loginStaff(username: string, password: string, client: HttpClient = http): Promise<LoginOutcome> {
  if (!StaffLoginRequestSchema.safeParse({ username, password }).success) return 'UNAUTHORIZED';
  try {
    await client.postJson(LOGIN_PATHS.staffLogin, { username, password }, StaffLoginResponseSchema);
    // A preview panel another tab hid after a logout checks the staff login again (issue 19).
    emit('preview:staff-login-changed', { loggedIn: true });
    return 'SUCCESS';
  } catch (error) {
    return outcomeOf(error);
  }
}

/** Where to go after a login: a same-origin path from ?returnTo= (contracts' safe-redirect check), otherwise the home page. */
export function returnTarget(search: string, origin: string): string {
  return safeRedirectPathOr(new URLSearchParams(search).get('returnTo'), origin);
}
