import type { LoadServerData } from '@storefront/contracts';

/**
 * The page the add-to-cart button is on (path and query without `?`): where its plain form returns
 * to, and where the form's outcome arrives (contracts, cartForm.ts). The server knows it from the
 * request, the browser from its location; the server's copy travels as the slot's server data so
 * the first browser render matches the HTML.
 */
export interface PageAddress {
  path: string;
  query: string;
}

/** Server rendering: the request's address, as the browser will see it. */
export const loadPageAddress: LoadServerData<PageAddress> = (context) =>
  Promise.resolve({ path: context.path, query: context.query });

/** `serverData` (untrusted until checked) when it is an address, else the browser's own location. */
export function pageAddressOf(serverData: unknown): PageAddress {
  if (typeof serverData === 'object' && serverData !== null) {
    const { path, query } = serverData as Partial<Record<keyof PageAddress, unknown>>;
    if (typeof path === 'string' && path.startsWith('/') && typeof query === 'string')
      return { path, query };
  }
  if (typeof window === 'undefined') return { path: '/', query: '' };
  return { path: window.location.pathname, query: window.location.search.slice(1) };
}
