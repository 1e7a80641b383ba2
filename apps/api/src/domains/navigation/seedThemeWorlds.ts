import type { Site } from '@storefront/contracts';
import type { ThemeWorld, ThemeWorldNavigation } from '@storefront/navigation-schemas';
import { NAVIGATION_IMAGE_PATH } from './images';
import { navigationContent, SITE_LANGUAGE } from './seedContent';

const SLUGS = ['cosy-autumn', 'barista-at-home', 'breakfast', 'active-day', 'tidy-bathroom', 'winter-fashion'];

function isoDay(from: Date, days: number): string {
  const date = new Date(from.getTime() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The theme-world flyout of one site; end dates are relative to `now` (the seed day). */
export function themeWorldNavigation(site: Site, now = new Date()): ThemeWorldNavigation {
  const texts = navigationContent(SITE_LANGUAGE[site]).themeWorlds;
  const world = (index: number, extra: Partial<ThemeWorld>): ThemeWorld => ({
    url: `/themeworld/${SLUGS[index]}`,
    imgUrl: `${NAVIGATION_IMAGE_PATH}/themeworld-${SLUGS[index]}.svg`,
    desktopImg: { derivative: '488x287', cutout: { focusPoint: { x: 0.5, y: 0.5 }, zoom: 1 } },
    title: texts.worlds[index] ?? '',
    availability: [],
    badges: [],
    storefrontCard: false,
    ...extra,
  });
  return {
    themeworldFlyout: {
      overview: { title: texts.overview, url: '/themeworlds' },
      translations: texts.translations,
      sections: [
        { key: 'scout', headline: texts.headlines.scout, themeworlds: [world(0, { subline: 'scout', badges: ['scout'], availability: ['storeAlso'], storefrontCard: true, endDate: isoDay(now, 20) })] },
        {
          key: 'new',
          headline: texts.headlines.new,
          themeworlds: [
            world(1, { subline: 'new', badges: ['new'], availability: ['thisWeekStore'], endDate: isoDay(now, 12) }),
            world(2, { subline: 'preview', badges: ['preview'], availability: ['nextWeekStore', 'storeWednesday'], endDate: isoDay(now, 19) }),
          ],
        },
        { key: 'more', headline: texts.headlines.more, themeworlds: [world(3, { availability: ['onlineOnly'], endDate: isoDay(now, 30) }), world(4, { availability: ['storeAlso'] })] },
        { key: 'lastChance', headline: texts.headlines.lastChance, themeworlds: [world(5, { availability: ['onlineOnly'], storefrontCard: true, endDate: isoDay(now, 2) })] },
      ],
    },
  };
}
