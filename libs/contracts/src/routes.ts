import type { PageType } from './props';

/** Paths the header and footer link to that the storefront serves as content pages. */
export const CONTENT_PATHS: readonly string[] = [
  '/service/storefinder/search',
  '/service/storefinder/',
  '/usermenu',
  '/account',
  '/orders',
  '/signup',
  '/login',
  '/beanaccount',
  '/scout',
  '/contact',
  '/help',
  '/faq',
  '/privacy',
  '/imprint',
  '/terms',
  '/giftcards',
  '/store-pickup',
  '/loyalty-card',
  '/themeworlds',
  '/watchlist',
  '/checkout',
  '/mobile',
  '/community',
];

/**
 * Content page families: category pages and content pages of the footer's URL schemes, matched
 * against the path as asked.
 */
export const CONTENT_PATTERNS: readonly RegExp[] = [
  /^\/c\/[a-z0-9-]+\/?$/,
  /^\/[a-z0-9-]+-c\d+\.html$/,
  /^\/[a-z0-9-]+-s\d+\.html$/,
  /^\/registerfree[a-z]+card$/,
  /^\/content\/[a-z0-9-]+$/,
  /^\/themeworld\/[a-z0-9-]+$/,
];

export const NEWSLETTER_PATH = '/subscribenewsletter';
export const NEWSLETTER_CONFIRM_PATH = '/subscribenewsletter/confirm';
/**
 * The subscriber's own page (`?token=<subscriber token>`, as the confirmation link): reads, changes
 * and ends the subscription by token (spec 1, 4.1, 7.1). The newsletter mails link here.
 */
export const NEWSLETTER_SUBSCRIPTION_PATH = '/subscribenewsletter/subscription';
export const CART_PAGE_PATH = '/service/cartfrontend/cart';
export const SEARCH_PATH = '/search';
/** The design system's catalogue (libs/ui); the document server serves it only when enabled. */
export const UI_CATALOGUE_PATH = '/ui-catalogue';
/** The shopper's login page (the header's login link) and the staff login for the preview panel. */
export const LOGIN_PATH = '/login';
export const STAFF_LOGIN_PATH = '/staff/login';
/**
 * Logout is a form POST to the document server (the greeting's logout and the /logout page send it):
 * it works without script, and a plain link could be fired by any other site. GET shows the page
 * with the button.
 */
export const LOGOUT_PATH = '/logout';
/** The logout form's fields: the anti-forgery token (double submit, as the header of API calls) and where to go after. */
export const LOGOUT_FORM_FIELDS = { csrf: 'csrf_token', returnTo: 'returnTo' } as const;

export function productPath(productId: string): string {
  return `/p/${encodeURIComponent(productId)}`;
}

/** The product id of a product page's path; undefined when the path is none or not decodable (hostile `%`). */
export function productIdOfPath(pathname: string): string | undefined {
  const match = /^\/p\/([^/]+)$/.exec(trimTrailingSlashes(pathname));
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * The path without trailing slashes (`/` stays `/`). A scan from the end, linear in the path's
 * length: the regex `/\/+$/` backtracks at every run of slashes and took quadratic time on a path of
 * many slashes followed by another character.
 */
export function trimTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 0x2f) end -= 1;
  return end === pathname.length ? pathname : pathname.slice(0, end);
}

/**
 * A path a page answers: a string is one path (trailing slashes do not count), a pattern is tested
 * against the path as asked.
 */
export type PathRule = string | RegExp;

/** Where one page type is served. */
export interface PageRoute {
  /** The paths it answers; none for the page of every other path (not found). */
  readonly paths: readonly PathRule[];
  /** Served only in demo mode (DEMO=true); elsewhere its path is not found. */
  readonly demoOnly?: true;
}

/**
 * The storefront's one router: which page type answers a path. In the table's order the first row
 * whose rule matches wins. The shell's pages table (apps/shell/src/pages/pages.ts) says what each
 * page is; the API's tests check the footer's links against this table.
 */
export const PAGE_ROUTES = {
  home: { paths: ['/'] },
  ProductDetailPage: { paths: [/^\/p\/[^/]+\/*$/] },
  basket: { paths: [CART_PAGE_PATH] },
  search: { paths: [SEARCH_PATH] },
  newsletter: { paths: [NEWSLETTER_PATH] },
  newsletterConfirm: { paths: [NEWSLETTER_CONFIRM_PATH] },
  newsletterSubscription: { paths: [NEWSLETTER_SUBSCRIPTION_PATH] },
  uiCatalogue: { paths: [UI_CATALOGUE_PATH], demoOnly: true },
  login: { paths: [LOGIN_PATH] },
  staffLogin: { paths: [STAFF_LOGIN_PATH] },
  logout: { paths: [LOGOUT_PATH] },
  content: { paths: [...CONTENT_PATHS, ...CONTENT_PATTERNS] },
  notFound: { paths: [] },
} as const satisfies Record<PageType, PageRoute>;

const ROUTES = Object.entries(PAGE_ROUTES) as [PageType, PageRoute][];

function matches(rule: PathRule, pathname: string, trimmed: string): boolean {
  return typeof rule === 'string' ? trimTrailingSlashes(rule) === trimmed : rule.test(pathname);
}

/**
 * The page type of a path, as the document server serves it and writes it to the html element.
 * Without `demo` (the default) a demo-only page is not found, as in production.
 */
export function pageTypeForPath(
  pathname: string,
  { demo = false }: { demo?: boolean } = {},
): PageType {
  const trimmed = trimTrailingSlashes(pathname);
  const found = ROUTES.find(([, route]) =>
    route.paths.some((rule) => matches(rule, pathname, trimmed)),
  );
  if (!found || (found[1].demoOnly && !demo)) return 'notFound';
  return found[0];
}

/** Every API path starts with this; the document server answers a server render's data calls only here. */
export const SERVICE_PATH_PREFIX = '/service/';
