import {
  LOGIN_FORM_ERRORS,
  LOGIN_FORM_FIELDS,
  parseLoginFormError,
  type LoadServerData,
  type LoginFormError,
} from '@storefront/contracts';
import { safeRedirectPathOr } from '@storefront/platform';

/**
 * What a login page's form renders with on the server and on its first browser render: the safe
 * page to return to after the login, and the outcome of a plain post that came back (`?login=`).
 */
export interface LoginFormState {
  returnTo: string;
  error?: LoginFormError;
}

/**
 * The origin a server loader checks return paths against. A loader learns no host, and none is
 * needed: safeRedirectPath keeps only plain paths (`/…`), which resolve the same on every origin.
 */
const ANY_ORIGIN = 'https://storefront.invalid';

/** The form state of a login page's query (`returnTo`, `login`), on the server and in the browser alike. */
export function loginFormStateOf(search: string, origin: string): LoginFormState {
  const error = parseLoginFormError(search);
  return {
    returnTo: safeRedirectPathOr(
      new URLSearchParams(search).get(LOGIN_FORM_FIELDS.returnTo),
      origin,
    ),
    ...(error ? { error } : {}),
  };
}

/** The login pages' `loadServerData`: the forms post before and without script, and a returned post's outcome shows at once. */
export const loadLoginFormState: LoadServerData<LoginFormState> = (context) =>
  Promise.resolve(loginFormStateOf(context.query, ANY_ORIGIN));

/** The embedded state, checked like any state (it arrives as untrusted JSON); else undefined. */
export function embeddedLoginFormState(serverData: unknown): LoginFormState | undefined {
  if (typeof serverData !== 'object' || serverData === null) return undefined;
  const { returnTo, error } = serverData as Record<string, unknown>;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return undefined;
  return (LOGIN_FORM_ERRORS as readonly unknown[]).includes(error)
    ? { returnTo, error: error as LoginFormError }
    : { returnTo };
}

/** The form state a login page starts with: the server's, or (a page the browser renders alone) its own address's. */
export function initialLoginFormState(serverData: unknown): LoginFormState {
  return (
    embeddedLoginFormState(serverData) ??
    (typeof window === 'undefined'
      ? { returnTo: '/' }
      : loginFormStateOf(window.location.search, window.location.origin))
  );
}
