import { COOKIE_NAMES, LOGOUT_FORM_FIELDS, type LoadServerData } from '@storefront/contracts';
import { safeRedirectPathOr } from '@storefront/platform';

export interface LogoutFields {
  csrf: string;
  returnTo: string;
}

/** As loginFormState.ts: a plain return path resolves the same on every origin, and a loader learns none. */
const ANY_ORIGIN = 'https://storefront.invalid';

/**
 * The logout page's `loadServerData`: the visitor's own anti-forgery cookie and a safe way back, so
 * the form works before and without script (a personal page: never shared).
 */
export const loadLogoutFields: LoadServerData<LogoutFields> = ({ cookies, query }) =>
  Promise.resolve({
    csrf: cookies[`__Host-${COOKIE_NAMES.csrf}`] ?? cookies[COOKIE_NAMES.csrf] ?? '',
    returnTo: safeRedirectPathOr(
      new URLSearchParams(query).get(LOGOUT_FORM_FIELDS.returnTo),
      ANY_ORIGIN,
    ),
  });

/** The embedded fields, checked like any state (they arrive as untrusted JSON); else undefined. */
export function embeddedLogoutFields(serverData: unknown): LogoutFields | undefined {
  if (typeof serverData !== 'object' || serverData === null) return undefined;
  const { csrf, returnTo } = serverData as Record<string, unknown>;
  return typeof csrf === 'string' && typeof returnTo === 'string' && returnTo.startsWith('/')
    ? { csrf, returnTo }
    : undefined;
}
