import {
  COOKIE_NAMES,
  PersonalDataResponseSchema,
  deviceOf,
  shouldShowAppBanner,
  type FetchServiceOptions,
  type LoadServerData,
  type PersonalDataResponse,
  type ServerRequestContext,
} from '@storefront/contracts';
import {
  NAVIGATION_PATH,
  NavigationResponseSchema,
  PromotionResponseSchema,
  THEMEWORLD_NAVIGATION_PATH,
  ThemeWorldNavigationSchema,
  type PromotionResponse,
} from '@storefront/navigation-schemas';
import {
  PERSONAL_DATA_PATH,
  hostCookieName,
  toHeaderPersonalData,
  type Validator,
} from '@storefront/platform';
import { headerPromotionIds, promotionUrl } from '../../features/promotions';
import { endDateTexts } from '../../features/main-nav';
import type { HeaderServerData } from '../../shared/serverData';

/**
 * The request context may carry the visitor's user agent (the document server knows it; the
 * contract does not list it yet). Without it the server shows no app banner and the
 * browser decides after hydration.
 */
type HeaderRequestContext = ServerRequestContext;

/**
 * The navigation tree, the theme worlds and the promotions a page without preview shows depend only
 * on the site: the document server may share one answer between pages this long (the browser's
 * max-age for the navigation is the same minute), so a published change reaches pages within it.
 */
export const SHARED_CONTENT_S = 60;
const SHARED: FetchServiceOptions = { shareForS: SHARED_CONTENT_S };

/** One service call validated with its domain's schema; undefined when it failed in any way. */
async function ask<T>(
  context: ServerRequestContext,
  path: string,
  schema: Validator<T>,
  options?: FetchServiceOptions,
): Promise<{ status: number; data?: T } | undefined> {
  try {
    const { status, body } = await context.fetchService(path, undefined, options);
    if (status !== 200) return { status };
    const parsed = schema.safeParse(body);
    return parsed.success ? { status, data: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The header's promotions: the top banner, the benefits strip, the category banner on a
 * category page and the phase-integration promotion (spec header-search-cart.md section 4). 404 means "none" (null); other failures
 * leave that promotion out, so the browser asks for it as before.
 */
async function loadPromotions(
  context: ServerRequestContext,
): Promise<Record<string, PromotionResponse | null>> {
  const ids = headerPromotionIds(context.path);
  // Asked only without a preview cookie (loadHeaderServerData): then the same for every visitor.
  const answers = await Promise.all(
    ids.map(
      async (id) =>
        [id, await ask(context, promotionUrl(id), PromotionResponseSchema, SHARED)] as const,
    ),
  );
  const promotions: Record<string, PromotionResponse | null> = {};
  for (const [id, answer] of answers) {
    if (answer?.data) promotions[id] = answer.data;
    else if (answer?.status === 404) promotions[id] = null;
  }
  return promotions;
}

const cookieOf = (context: ServerRequestContext, name: string) =>
  context.cookies[name] || undefined;

/** Someone who may be logged in or remembered: only then is the personal-data service asked. */
function mayBeKnown(context: ServerRequestContext): boolean {
  return Boolean(
    cookieOf(context, COOKIE_NAMES.loginToken) ?? cookieOf(context, COOKIE_NAMES.longTermToken),
  );
}

async function loadPersonal(
  context: ServerRequestContext,
): Promise<Pick<HeaderServerData, 'personal' | 'loginStatus'>> {
  // Anonymous visitors: what the service would answer (logged out) without asking it.
  const response: PersonalDataResponse | undefined = mayBeKnown(context)
    ? (await ask(context, PERSONAL_DATA_PATH, PersonalDataResponseSchema))?.data
    : { tracking: { loginStatus: 'LOGGED_OUT' } };
  return response
    ? { personal: toHeaderPersonalData(response), loginStatus: response.tracking.loginStatus }
    : {};
}

function cookieString(cookies: Readonly<Record<string, string>>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * Everything the header's first render needs, asked in-process:
 * promotions (none with a preview cookie: staff see unpublished content, fetched in the browser),
 * the navigation tree, the theme worlds and the greeting's personal data. Every answer is checked
 * with the navigation domain's schema; a part that fails is left to the browser, as before.
 */
export const loadHeaderServerData: LoadServerData<HeaderServerData> = async (context) => {
  const requestContext: HeaderRequestContext = context;
  const preview = Boolean(cookieOf(context, COOKIE_NAMES.preview));
  // The reduced header shows only the logo: no promotions, navigation or greeting to ask for.
  const full = !context.reduced;
  const noPersonal: Pick<HeaderServerData, 'personal' | 'loginStatus'> = {};
  const [promotions, navigation, themeworlds, personal] = await Promise.all([
    full && !preview ? loadPromotions(context) : undefined,
    full ? ask(context, NAVIGATION_PATH, NavigationResponseSchema, SHARED) : undefined,
    full ? ask(context, THEMEWORLD_NAVIGATION_PATH, ThemeWorldNavigationSchema, SHARED) : undefined,
    full ? loadPersonal(context) : noPersonal,
  ]);
  const userAgent = requestContext.userAgent ?? '';
  const loggedIn = personal.personal?.loggedInOrRemembered === true;
  const csrfToken = loggedIn
    ? (cookieOf(context, hostCookieName(COOKIE_NAMES.csrf, true)) ??
      cookieOf(context, COOKIE_NAMES.csrf))
    : undefined;
  return {
    path: context.path,
    returnTo: `${context.path}${context.query ? `?${context.query}` : ''}`,
    now: Date.now(),
    ...(promotions ? { promotions } : {}),
    ...(navigation?.data ? { navigation: navigation.data } : {}),
    ...(themeworlds?.data
      ? { themeworlds: themeworlds.data, endDates: endDateTexts(themeworlds.data, context.locale) }
      : {}),
    ...personal,
    ...(csrfToken ? { csrfToken } : {}),
    appBanner: {
      // The close flag lives in the browser's storage: the server assumes it open, the browser checks it after hydration.
      show: shouldShowAppBanner({
        closedFlag: null,
        cookieString: cookieString(context.cookies),
        reduced: context.reduced,
        userAgent,
      }),
      device: deviceOf(userAgent),
    },
  };
};
