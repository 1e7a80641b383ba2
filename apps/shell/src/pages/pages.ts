import {
  CART_PAGE_PATH,
  CONTENT_PATHS,
  CONTENT_PATTERNS,
  LOGIN_PATH,
  LOGOUT_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_PATH,
  NEWSLETTER_SUBSCRIPTION_PATH,
  SEARCH_PATH,
  STAFF_LOGIN_PATH,
  UI_CATALOGUE_PATH,
  trimTrailingSlashes,
  type ExposedComponentProps,
  type PageType,
} from '@storefront/contracts';
import type { SlotKey } from '../slots/slotEnvironment';

/**
 * A path a page answers: a string is one path (trailing slashes do not count), a pattern is tested
 * against the path as asked.
 */
export type PathRule = string | RegExp;

/**
 * Whose page it is for caching (apps/document-server/src/pageCaching.ts): `visitor` pages are anonymous
 * unless the request brings a page-shaping cookie; `personal` pages are about the visitor's own
 * session whoever asks (never shared, never from the page cache).
 */
export type PageAudience = 'visitor' | 'personal';

/** One page type: everything the shell, its server bundle and the document server know about it. */
export interface PageDefinition {
  /** The paths it answers, in the table's order the first row wins; none for the page of every other path. */
  readonly paths: readonly PathRule[];
  /**
   * The remote module that is the page, rendered in `main` as a slot (`remote/Module`); without it
   * the page is the shell's own, in ./pageModules.tsx (which then must have it: the type says so).
   */
  readonly remotePage?: keyof ExposedComponentProps;
  /** A remote page that offers demo carts and the like gets the page state's `demo` flag as a prop. */
  readonly demoProp?: true;
  /** Remote slots inside a shell page that the server renders with it. */
  readonly slots?: readonly SlotKey[];
  /** The document title's text (`key` of the shell's namespace or `namespace:key`), then ` | Storefront`. */
  readonly title: string;
  /** The `<meta name="description">` text, a key of the shell's namespace. */
  readonly description: string;
  /** The first frame (a page the browser renders) shows the title as the page's heading before any script runs. */
  readonly frameHeading?: true;
  readonly audience: PageAudience;
  /** Served only in demo mode (DEMO=true); elsewhere its path is not found. */
  readonly demoOnly?: true;
}

/**
 * Every page of the storefront, one row each: routing, the page in `main`, its
 * server-rendered slots, title, description and caching audience are all read from here. The page
 * types themselves are contracts' PAGE_TYPES (the remotes get the page type in their props); a
 * shell page's component and `loadServerData` are its module in ./pageModules.tsx.
 */
export const PAGES = {
  home: {
    paths: ['/'],
    slots: ['cart/AddToCartButton'],
    title: 'pageTitle.home',
    description: 'metaDescription.home',
    frameHeading: true,
    audience: 'visitor',
  },
  ProductDetailPage: {
    paths: [/^\/p\/[^/]+\/*$/],
    slots: ['cart/AddToCartButton'],
    title: 'pageTitle.product',
    description: 'metaDescription.product',
    audience: 'visitor',
  },
  basket: {
    paths: [CART_PAGE_PATH],
    remotePage: 'cart/CartPage',
    demoProp: true,
    title: 'pageTitle.basket',
    description: 'metaDescription.basket',
    audience: 'visitor',
  },
  search: {
    paths: [SEARCH_PATH],
    remotePage: 'search/SearchResults',
    title: 'pageTitle.search',
    description: 'metaDescription.search',
    audience: 'visitor',
  },
  newsletter: {
    paths: [NEWSLETTER_PATH],
    remotePage: 'newsletter/SignUpPage',
    title: 'pageTitle.newsletter',
    description: 'metaDescription.newsletter',
    audience: 'visitor',
  },
  newsletterConfirm: {
    paths: [NEWSLETTER_CONFIRM_PATH],
    remotePage: 'newsletter/DoubleOptIn',
    title: 'pageTitle.newsletterConfirm',
    description: 'metaDescription.newsletterConfirm',
    audience: 'visitor',
  },
  // One subscriber's data from the token in its address: personal, never a kept copy.
  newsletterSubscription: {
    paths: [NEWSLETTER_SUBSCRIPTION_PATH],
    remotePage: 'newsletter/Subscription',
    title: 'pageTitle.newsletterSubscription',
    description: 'metaDescription.newsletterSubscription',
    audience: 'personal',
  },
  uiCatalogue: {
    paths: [UI_CATALOGUE_PATH],
    title: 'ui:catalogue.title',
    description: 'metaDescription.uiCatalogue',
    audience: 'visitor',
    demoOnly: true,
  },
  login: {
    paths: [LOGIN_PATH],
    title: 'login:pageTitle',
    description: 'metaDescription.login',
    audience: 'personal',
  },
  staffLogin: {
    paths: [STAFF_LOGIN_PATH],
    title: 'login:staffLogin.title',
    description: 'metaDescription.staffLogin',
    audience: 'personal',
  },
  logout: {
    paths: [LOGOUT_PATH],
    title: 'login:logout.heading',
    description: 'metaDescription.logout',
    audience: 'personal',
  },
  content: {
    paths: [...CONTENT_PATHS, ...CONTENT_PATTERNS],
    title: 'content.generic',
    description: 'metaDescription.content',
    audience: 'visitor',
  },
  notFound: {
    paths: [],
    title: 'pageTitle.notFound',
    description: 'metaDescription.notFound',
    frameHeading: true,
    audience: 'visitor',
  },
} as const satisfies Record<PageType, PageDefinition>;

/** The table's rows in order (the first whose path matches wins). */
const ROWS = Object.entries(PAGES) as [PageType, PageDefinition][];

/** The page types that are the shell's own pages (no `remotePage`): ./pageModules.tsx has one module for each. */
export type ShellPageType = {
  [T in PageType]: (typeof PAGES)[T] extends { remotePage: string } ? never : T;
}[PageType];

export function pageDefinition(pageType: PageType): PageDefinition {
  return PAGES[pageType];
}

function matches(rule: PathRule, pathname: string, trimmed: string): boolean {
  return typeof rule === 'string' ? trimTrailingSlashes(rule) === trimmed : rule.test(pathname);
}

/** The page type of a path as the document server serves it: demo-only pages are not found without demo mode. */
export function pageTypeOf(pathname: string, { demo }: { demo: boolean }): PageType {
  const trimmed = trimTrailingSlashes(pathname);
  const found = ROWS.find(([, page]) =>
    page.paths.some((rule) => matches(rule, pathname, trimmed)),
  );
  if (!found || (found[1].demoOnly && !demo)) return 'notFound';
  return found[0];
}

/** The remote slots between header and footer that a page type renders on the server. */
export function pageSlots(pageType: PageType): readonly SlotKey[] {
  const page = pageDefinition(pageType);
  return page.remotePage ? [page.remotePage] : (page.slots ?? []);
}

/** The title's namespace and key (the shell's namespace unless the key names another). */
export function titleText(pageType: PageType): { namespace: string; key: string } {
  const { title } = pageDefinition(pageType);
  const at = title.indexOf(':');
  return at < 0
    ? { namespace: 'shell', key: title }
    : { namespace: title.slice(0, at), key: title.slice(at + 1) };
}

/** Where the page state carries a shell page's `loadServerData` result (beside the slots' `remote/Module` keys). */
export const PAGE_SERVER_DATA_KEY = 'shell/page';
