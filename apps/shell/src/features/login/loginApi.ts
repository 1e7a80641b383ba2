import {
  emit,
  HEADER_NAMES,
  LOGIN_PATHS,
  type LoginOutcome,
  type Site,
} from '@storefront/contracts';
import { http, isHttpError, type HttpClient, safeRedirectPathOr } from '@storefront/platform';

/** The status that alone means a login succeeded (spec 7.4). */
const LOGIN_SUCCESS_STATUS = 200;
const LOGIN_UNAUTHORIZED_STATUS = 401;

/**
 * POST a login and read its outcome from the status alone (spec 7.4 and 8): 200 SUCCESS whatever
 * the body says, 401 UNAUTHORIZED, anything else (another 2xx, a 4xx or 5xx, no answer) SERVICE_UNAVAILABLE.
 * The body's shape decides nothing, and nothing is pre-judged here: the API answers 401 for credentials
 * no account can have (too long, too short), so the outcome comes from one place.
 */
async function loginOutcome(
  client: HttpClient,
  path: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LoginOutcome> {
  try {
    const { status } = await client.request('POST', path, body, { headers });
    return status === LOGIN_SUCCESS_STATUS ? 'SUCCESS' : 'SERVICE_UNAVAILABLE';
  } catch (error) {
    return isHttpError(error) &&
      error.kind === 'status' &&
      error.status === LOGIN_UNAUTHORIZED_STATUS
      ? 'UNAUTHORIZED'
      : 'SERVICE_UNAVAILABLE';
  }
}

/** POST login (spec 7.4): 200 SUCCESS, 401 UNAUTHORIZED, anything else SERVICE_UNAVAILABLE. */
export async function loginCustomer(
  site: Site,
  email: string,
  password: string,
  client: HttpClient = http,
): Promise<LoginOutcome> {
  const outcome = await loginOutcome(
    client,
    LOGIN_PATHS.login,
    { email, password },
    { [HEADER_NAMES.site]: site },
  );
  if (outcome === 'SUCCESS') emit('login:status-changed', { loggedIn: true });
  return outcome;
}

/** The staff login for the preview panel (the same outcomes by status); the server sets the HttpOnly staff cookie. */
export async function loginStaff(
  username: string,
  password: string,
  client: HttpClient = http,
): Promise<LoginOutcome> {
  const outcome = await loginOutcome(client, LOGIN_PATHS.staffLogin, { username, password });
  // A preview panel another tab hid after a logout checks the staff login again.
  if (outcome === 'SUCCESS') emit('preview:staff-login-changed', { loggedIn: true });
  return outcome;
}

/** Where to go after a login: a same-origin path from ?returnTo= (contracts' safe-redirect check), otherwise the home page. */
export function returnTarget(search: string, origin: string): string {
  return safeRedirectPathOr(new URLSearchParams(search).get('returnTo'), origin);
}
