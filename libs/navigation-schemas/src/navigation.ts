import * as z from 'zod/mini';
import { HrefSchema } from '@storefront/platform';

export const NAVIGATION_PATH = '/service/header-backend/api/show';
export const THEMEWORLD_NAVIGATION_PATH = '/service/themeworld-frontend/api/themeworlds/navigation';

export const TeaserItemSchema = z.object({ linkTitle: z.string(), imageSrc: z.string(), title: z.string(), href: HrefSchema });
export const NodeTeaserSchema = z.object({ title: z.string(), items: z.array(TeaserItemSchema) });

export interface NavigationNode {
  title: string;
  href: string;
  target?: string;
  children: NavigationNode[];
  teaser?: z.infer<typeof NodeTeaserSchema>;
}

export const NavigationNodeSchema = z.object({
  title: z.string(),
  href: HrefSchema,
  target: z.optional(z.string()),
  get children() {
    return z.array(NavigationNodeSchema);
  },
  teaser: z.optional(NodeTeaserSchema),
});

/** GET /service/header-backend/api/show: the navigation tree. */
export const NavigationResponseSchema = z.array(NavigationNodeSchema);

export const BADGE_KEYS = ['scout', 'new', 'preview'] as const;
export const AVAILABILITY_KEYS = ['onlineOnly', 'nextWeekStore', 'thisWeekStore', 'storeAlso', 'storeWednesday'] as const;
export const THEMEWORLD_SECTION_KEYS = ['scout', 'new', 'more', 'lastChance'] as const;

export const ThemeWorldSchema = z.object({
  url: HrefSchema,
  imgUrl: z.string(),
  desktopImg: z.optional(
    z.object({
      derivative: z.string(),
      cutout: z.object({ focusPoint: z.object({ x: z.number(), y: z.number() }), zoom: z.number() }),
    }),
  ),
  title: z.string(),
  subline: z.optional(z.enum(BADGE_KEYS)),
  availability: z.array(z.enum(AVAILABILITY_KEYS)),
  badges: z.array(z.enum(BADGE_KEYS)),
  storefrontCard: z.boolean(),
  /** ISO date (yyyy-mm-dd) the theme world ends. */
  endDate: z.optional(z.string()),
  endDateText: z.optional(z.string()),
  onlyXDaysLeftText: z.optional(z.string()),
});
export type ThemeWorld = z.infer<typeof ThemeWorldSchema>;

export const ThemeWorldSectionSchema = z.object({ key: z.enum(THEMEWORLD_SECTION_KEYS), headline: z.string(), themeworlds: z.array(ThemeWorldSchema) });

export const ThemeWorldNavigationSchema = z.object({
  themeworldFlyout: z.object({
    sections: z.array(ThemeWorldSectionSchema),
    translations: z.record(z.string(), z.string()),
    overview: z.object({ title: z.string(), url: HrefSchema }),
  }),
});
export type ThemeWorldNavigation = z.infer<typeof ThemeWorldNavigationSchema>;
