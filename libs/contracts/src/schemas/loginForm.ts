import { LOGIN_PATHS } from './login';

/**
 * The login forms' plain posts (a login typed before hydration, or without
 * script, must work and must never put the password into an address). The server-rendered forms
 * post `application/x-www-form-urlencoded` here; the API answers 303: to the page to return to
 * after a login, else back to the login page with the outcome in the query.
 */
export const LOGIN_FORM_PATHS = {
  shopper: `${LOGIN_PATHS.login}/form`,
  staff: `${LOGIN_PATHS.staffLogin}/form`,
} as const;

/** The forms' field names: the API reads exactly these. */
export const LOGIN_FORM_FIELDS = {
  identifier: 'identifier',
  password: 'password',
  /** Where to go after the login (a same-site path; anything else goes home). */
  returnTo: 'returnTo',
  site: 'site',
} as const;

/** The login page's query parameter for a post's outcome: `?login=<error>`. */
export const LOGIN_OUTCOME_PARAM = 'login';
export const LOGIN_FORM_ERRORS = ['missing', 'unauthorized', 'unavailable'] as const;
export type LoginFormError = (typeof LOGIN_FORM_ERRORS)[number];

/** Reads `?login=` strictly: only the known codes count. */
export function parseLoginFormError(query: string): LoginFormError | undefined {
  const value = new URLSearchParams(query).get(LOGIN_OUTCOME_PARAM);
  return (LOGIN_FORM_ERRORS as readonly string[]).includes(value ?? '')
    ? (value as LoginFormError)
    : undefined;
}

/** The login page again with the outcome, keeping where the shopper wanted to go. */
export function loginPageWithError(
  loginPage: string,
  error: LoginFormError,
  returnTo: string,
): string {
  const params = new URLSearchParams({ [LOGIN_OUTCOME_PARAM]: error });
  if (returnTo !== '/') params.set(LOGIN_FORM_FIELDS.returnTo, returnTo);
  return `${loginPage}?${params.toString()}`;
}
