import { z } from '@storefront/contracts';
import { HrefSchema } from '@storefront/platform';
import { CMS_LIST_MAX_LENGTH, cmsText } from './promotion';

export const NAVIGATION_PATH = '/service/header-backend/api/show';
export const THEMEWORLD_NAVIGATION_PATH = '/service/themeworld-frontend/api/themeworlds/navigation';

// Texts and lists capped as the promotions': the tree is read on every server render.
export const TeaserItemSchema = z.object({
  linkTitle: cmsText(),
  imageSrc: cmsText(),
  title: cmsText(),
  href: HrefSchema,
});
export const NodeTeaserSchema = z.object({
  title: cmsText(),
  items: z.array(TeaserItemSchema).check(z.maxLength(CMS_LIST_MAX_LENGTH)),
});

export interface NavigationNode {
  title: string;
  href: string;
  target?: string;
  children: NavigationNode[];
  teaser?: z.infer<typeof NodeTeaserSchema>;
}

export const NavigationNodeSchema = z.object({
  title: cmsText(),
  href: HrefSchema,
  target: z.optional(cmsText()),
  get children() {
    return z.array(NavigationNodeSchema).check(z.maxLength(CMS_LIST_MAX_LENGTH));
  },
  teaser: z.optional(NodeTeaserSchema),
});

/** GET /service/header-backend/api/show: the navigation tree. */
export const NavigationResponseSchema = z
  .array(NavigationNodeSchema)
  .check(z.maxLength(CMS_LIST_MAX_LENGTH));

export const BADGE_KEYS = ['scout', 'new', 'preview'] as const;
export const AVAILABILITY_KEYS = [
  'onlineOnly',
  'nextWeekStore',
  'thisWeekStore',
  'storeAlso',
  'storeWednesday',
] as const;
export const THEMEWORLD_SECTION_KEYS = ['scout', 'new', 'more', 'lastChance'] as const;

export const ThemeWorldSchema = z.object({
  url: HrefSchema,
  imgUrl: cmsText(),
  desktopImg: z.optional(
    z.object({
      derivative: cmsText(),
      cutout: z.object({
        focusPoint: z.object({ x: z.number(), y: z.number() }),
        zoom: z.number(),
      }),
    }),
  ),
  title: cmsText(),
  subline: z.optional(z.enum(BADGE_KEYS)),
  availability: z.array(z.enum(AVAILABILITY_KEYS)),
  badges: z.array(z.enum(BADGE_KEYS)),
  storefrontCard: z.boolean(),
  /** ISO date (yyyy-mm-dd) the theme world ends. */
  endDate: z.optional(cmsText()),
  endDateText: z.optional(cmsText()),
  onlyXDaysLeftText: z.optional(cmsText()),
});
export type ThemeWorld = z.infer<typeof ThemeWorldSchema>;

export const ThemeWorldSectionSchema = z.object({
  key: z.enum(THEMEWORLD_SECTION_KEYS),
  headline: cmsText(),
  themeworlds: z.array(ThemeWorldSchema).check(z.maxLength(CMS_LIST_MAX_LENGTH)),
});

export const ThemeWorldNavigationSchema = z.object({
  themeworldFlyout: z.object({
    sections: z.array(ThemeWorldSectionSchema).check(z.maxLength(CMS_LIST_MAX_LENGTH)),
    translations: z.record(cmsText(), cmsText()),
    overview: z.object({ title: cmsText(), url: HrefSchema }),
  }),
});
export type ThemeWorldNavigation = z.infer<typeof ThemeWorldNavigationSchema>;
