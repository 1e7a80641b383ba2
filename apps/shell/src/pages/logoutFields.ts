/** Where the document server puts the logout page's form fields in the page state (issue 16). */
export const LOGOUT_FIELDS_KEY = 'shell:logout-fields';

export interface LogoutFields {
  csrf: string;
  returnTo: string;
}

/** The embedded fields, checked like any state (they arrive as untrusted JSON); else undefined. */
export function embeddedLogoutFields(prefetched: Record<string, unknown>): LogoutFields | undefined {
  const value = prefetched[LOGOUT_FIELDS_KEY];
  if (typeof value !== 'object' || value === null) return undefined;
  const { csrf, returnTo } = value as Record<string, unknown>;
  return typeof csrf === 'string' && typeof returnTo === 'string' && returnTo.startsWith('/') ? { csrf, returnTo } : undefined;
}
