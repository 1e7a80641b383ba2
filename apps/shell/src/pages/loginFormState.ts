import { LOGIN_FORM_ERRORS, type LoginFormError } from '@storefront/contracts';

/** Where the document server puts a login page's form state in the page state (issue 16). */
export const LOGIN_FORM_STATE_KEY = 'shell:login-form';

/**
 * What a login page's form renders with on the server and on its first browser render: the safe
 * page to return to after the login, and the outcome of a plain post that came back (`?login=`).
 */
export interface LoginFormState {
  returnTo: string;
  error?: LoginFormError;
}

/** The embedded state, checked like any state (it arrives as untrusted JSON); else undefined. */
export function embeddedLoginFormState(prefetched: Record<string, unknown>): LoginFormState | undefined {
  const value = prefetched[LOGIN_FORM_STATE_KEY];
  if (typeof value !== 'object' || value === null) return undefined;
  const { returnTo, error } = value as Record<string, unknown>;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return undefined;
  return (LOGIN_FORM_ERRORS as readonly unknown[]).includes(error) ? { returnTo, error: error as LoginFormError } : { returnTo };
}
