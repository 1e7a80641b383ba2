import { z, LOGIN_STATUSES, type LoginStatus } from '@storefront/contracts';
import {
  NavigationResponseSchema,
  PromotionResponseSchema,
  ThemeWorldNavigationSchema,
  type NavigationNode,
  type PromotionResponse,
  type ThemeWorldNavigation,
} from '@storefront/navigation-schemas';
import { type HeaderPersonalData } from '@storefront/platform';

/** Devices the app-install banner tells apart (contracts' deviceOf). */
const DEVICES = ['android', 'ios-chrome', 'ios-safari', 'other'] as const;

const PersonalSchema = z.object({
  initialized: z.literal(true),
  loggedInOrRemembered: z.boolean(),
  customerName: z.string(),
  loyaltyBeans: z.number(),
  communityMember: z.boolean(),
  storefrontCardMember: z.boolean(),
});

/**
 * What the header's `loadServerData` hands its first render. The
 * same value reaches the server render and the first browser render, so every part the header
 * shows at first comes from here and nothing from the browser (window, storage, cookies, clock).
 * It arrives through the page state and is parsed with this schema before use: never trusted.
 */
export const HeaderServerDataSchema = z.object({
  /** The page's path: the category banner, the drill-down preselection and the logout's way back. */
  path: z.string(),
  /** Path and query the logout form returns to (the logout validates it as a same-site path). */
  returnTo: z.string(),
  /** When the server rendered (ms since epoch): theme-world end dates count from here at first. */
  now: z.number(),
  /**
   * The header's promotions by id: a response, or null when the service has none. Absent with a
   * preview cookie (staff see unpublished content, fetched in the browser) or when a call failed.
   */
  promotions: z.optional(z.record(z.string(), z.nullable(PromotionResponseSchema))),
  navigation: z.optional(NavigationResponseSchema),
  themeworlds: z.optional(ThemeWorldNavigationSchema),
  /** The theme worlds' end dates as the flyout writes them, by ISO date (main-nav's `endDateTexts`): no Intl in the browser's first render. */
  endDates: z.optional(z.record(z.string(), z.string())),
  /** The greeting's data; absent when the personal-data call failed (then the browser asks). */
  personal: z.optional(PersonalSchema),
  /** The login status the personal data came with (LOGGED_OUT for anonymous visitors, who are not asked). */
  loginStatus: z.optional(z.enum(LOGIN_STATUSES)),
  /** The anti-forgery token the logout form posts (double submit), from the request's cookie. */
  csrfToken: z.optional(z.string()),
  /** The app-install banner as the server decided it (no storage there: the close flag is checked after hydration). */
  appBanner: z.object({ show: z.boolean(), device: z.enum(DEVICES) }),
});

export interface HeaderServerData {
  path: string;
  returnTo: string;
  now: number;
  promotions?: Record<string, PromotionResponse | null>;
  navigation?: NavigationNode[];
  themeworlds?: ThemeWorldNavigation;
  endDates?: Record<string, string>;
  personal?: HeaderPersonalData;
  loginStatus?: LoginStatus;
  csrfToken?: string;
  appBanner: { show: boolean; device: (typeof DEVICES)[number] };
}

/** The header's server data if it is well-formed; undefined otherwise (the header then fetches as before). */
export function parseHeaderServerData(value: unknown): HeaderServerData | undefined {
  if (value === undefined) return undefined;
  const parsed = HeaderServerDataSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
