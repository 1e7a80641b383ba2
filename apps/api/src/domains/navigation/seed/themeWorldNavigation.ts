import type { Site } from '@storefront/contracts';
import type { ThemeWorld, ThemeWorldNavigation } from '@storefront/navigation-schemas';
import { NAVIGATION_IMAGE_PATH } from '../images';
import { seedLanguageOf } from '../../../seed/languages';
import { navigationContent, THEME_WORLDS, type ThemeWorldsContent } from './navigationSeedContent';

type ThemeWorldSeed = ThemeWorldsContent['sections'][number]['themeWorlds'][number];

function isoDay(from: Date, days: number): string {
  const date = new Date(from.getTime() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The theme-world flyout of one site; end dates are relative to `now` (the seed day). */
export function themeWorldNavigation(site: Site, now = new Date()): ThemeWorldNavigation {
  const texts = navigationContent(seedLanguageOf(site)).themeWorlds;
  const world = ({
    slug,
    subline,
    badges = [],
    availability = [],
    storefrontCard = false,
    endsInDays,
    focusPoint = { x: 0.5, y: 0.5 },
    zoom = 1,
  }: ThemeWorldSeed): ThemeWorld => ({
    url: `/themeworld/${slug}`,
    imgUrl: `${NAVIGATION_IMAGE_PATH}/themeworld-${slug}.svg`,
    desktopImg: { derivative: '488x287', cutout: { focusPoint, zoom } },
    title: texts.worlds[slug] ?? '',
    availability,
    badges,
    storefrontCard,
    ...(subline === undefined ? {} : { subline }),
    ...(endsInDays === undefined ? {} : { endDate: isoDay(now, endsInDays) }),
  });
  return {
    themeworldFlyout: {
      overview: { title: texts.overview, url: '/themeworlds' },
      translations: texts.translations,
      sections: THEME_WORLDS.sections.map(({ key, themeWorlds }) => ({
        key,
        headline: texts.headlines[key],
        themeworlds: themeWorlds.map(world),
      })),
    },
  };
}
