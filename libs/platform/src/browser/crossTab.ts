import {
  z,
  LOGIN_STATUSES,
  SITES,
  type Site,
  type StorefrontEventName,
} from '@storefront/contracts';

/**
 * The events the shell's cross-tab bridge carries to the other tabs of the same site:
 * cart reloads, login statuses seen, shopper activity and its counting, and the staff login. Every
 * other event stays in its page.
 */
export const CROSS_TAB_EVENTS = [
  'cart:cart-update',
  'cart:cart-changed',
  'login:status-observed',
  'login:shopper-active',
  'login:activity-counted',
  'preview:staff-login-changed',
] as const satisfies readonly StorefrontEventName[];
export type CrossTabEventName = (typeof CROSS_TAB_EVENTS)[number];

/**
 * One BroadcastChannel per site. Browsers already keep channels and locks per origin; the site in
 * the name (and in every message) also keeps two sites apart that share one origin, such as plain
 * localhost and de.localhost behind one proxy host.
 */
export const crossTabChannelName = (site: Site): string => `storefront:${site}:tabs`;

/** The Web Lock whose holder is the one tab of a site that renews the login token. */
export const renewalLockName = (site: Site): string => `storefront:${site}:login-renewal`;

/**
 * Tabs coordinate only when the browser has both BroadcastChannel and Web Locks; without either,
 * every tab works on its own as before (one renewing tab without shared activity would miss a
 * shopper busy in another tab).
 */
export function supportsCrossTab(
  win: Pick<typeof globalThis, 'BroadcastChannel' | 'navigator'> = window,
): boolean {
  // Both are optional in older browsers, whatever the DOM typings say.
  const optional = win as Partial<typeof win>;
  return (
    typeof optional.BroadcastChannel === 'function' &&
    typeof optional.navigator?.locks?.request === 'function'
  );
}

const source = z.object({ source: z.string() });
const site = z.enum(SITES);

/** A message on the cross-tab channel: checked like any other input, since any script of the origin can post. */
export const CrossTabMessageSchema = z.discriminatedUnion('name', [
  z.object({ site, name: z.literal('cart:cart-update'), detail: source }),
  z.object({ site, name: z.literal('cart:cart-changed'), detail: source }),
  z.object({
    site,
    name: z.literal('login:status-observed'),
    detail: z.object({ loginStatus: z.enum(LOGIN_STATUSES) }),
  }),
  z.object({ site, name: z.literal('login:shopper-active'), detail: z.object({}) }),
  z.object({ site, name: z.literal('login:activity-counted'), detail: z.object({}) }),
  z.object({
    site,
    name: z.literal('preview:staff-login-changed'),
    detail: z.object({ loggedIn: z.boolean() }),
  }),
]);
export type CrossTabMessage = z.infer<typeof CrossTabMessageSchema>;
