import { HEADER_NAMES, type Site } from '@storefront/contracts';
import {
  NAVIGATION_PATH,
  NavigationResponseSchema,
  THEMEWORLD_NAVIGATION_PATH,
  ThemeWorldNavigationSchema,
  type NavigationNode,
  type ThemeWorldNavigation,
} from '@storefront/navigation-schemas';
import { http } from '@storefront/platform';

/** The navigation tree; undefined on failure (logged), so the static navigation stays. */
export async function fetchNavigation(site: Site): Promise<NavigationNode[] | undefined> {
  try {
    return await http.get(NAVIGATION_PATH, NavigationResponseSchema, {
      headers: { [HEADER_NAMES.site]: site },
    });
  } catch (error) {
    console.error('Navigation could not be loaded; the static navigation stays.', error);
    return undefined;
  }
}

export async function fetchThemeWorlds(site: Site): Promise<ThemeWorldNavigation | undefined> {
  try {
    return await http.get(THEMEWORLD_NAVIGATION_PATH, ThemeWorldNavigationSchema, {
      headers: { [HEADER_NAMES.site]: site },
    });
  } catch (error) {
    console.error('Theme worlds could not be loaded.', error);
    return undefined;
  }
}
