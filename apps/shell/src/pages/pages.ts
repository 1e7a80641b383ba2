import { type ExposedComponentProps, type PageType } from '@storefront/contracts';
import type { SlotKey } from '../slots/slotEnvironment';

/**
 * Whose page it is for caching (apps/document-server/src/pageCaching.ts): `visitor` pages are anonymous
 * unless the request brings a page-shaping cookie; `personal` pages are about the visitor's own
 * session whoever asks (never shared, never from the page cache); `secret` pages act on a token in
 * their address that reads or changes someone's data (a double-opt-in confirmation, a subscriber's
 * own page): kept nowhere, not even in the browser's cache.
 */
export type PageAudience = 'visitor' | 'personal' | 'secret';

/** One page type: everything the shell, its server bundle and the document server know about it. */
export interface PageDefinition {
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
}

/**
 * Every page of the storefront, one row each: the page in `main`, its server-rendered slots, title,
 * description and caching audience are all read from here. The page types and the paths each
 * answers are contracts' (PAGE_TYPES, and PAGE_ROUTES with pageTypeForPath, the one router: the
 * remotes get the page type in their props); a shell page's component and `loadServerData` are its
 * module in ./pageModules.tsx.
 */
export const PAGES = {
  home: {
    slots: ['cart/AddToCartButton'],
    title: 'pageTitle.home',
    description: 'metaDescription.home',
    frameHeading: true,
    audience: 'visitor',
  },
  ProductDetailPage: {
    slots: ['cart/AddToCartButton'],
    title: 'pageTitle.product',
    description: 'metaDescription.product',
    audience: 'visitor',
  },
  basket: {
    remotePage: 'cart/CartPage',
    demoProp: true,
    title: 'pageTitle.basket',
    description: 'metaDescription.basket',
    audience: 'visitor',
  },
  search: {
    remotePage: 'search/SearchResults',
    title: 'pageTitle.search',
    description: 'metaDescription.search',
    audience: 'visitor',
  },
  newsletter: {
    remotePage: 'newsletter/SignUpPage',
    title: 'pageTitle.newsletter',
    description: 'metaDescription.newsletter',
    audience: 'visitor',
  },
  // The confirmation link's token, which the page carries on (its header's way back).
  newsletterConfirm: {
    remotePage: 'newsletter/DoubleOptIn',
    title: 'pageTitle.newsletterConfirm',
    description: 'metaDescription.newsletterConfirm',
    audience: 'secret',
  },
  // One subscriber's data from the token in its address.
  newsletterSubscription: {
    remotePage: 'newsletter/Subscription',
    title: 'pageTitle.newsletterSubscription',
    description: 'metaDescription.newsletterSubscription',
    audience: 'secret',
  },
  uiCatalogue: {
    title: 'ui:catalogue.title',
    description: 'metaDescription.uiCatalogue',
    audience: 'visitor',
  },
  login: {
    title: 'login:pageTitle',
    description: 'metaDescription.login',
    audience: 'personal',
  },
  staffLogin: {
    title: 'login:staffLogin.title',
    description: 'metaDescription.staffLogin',
    audience: 'personal',
  },
  logout: {
    title: 'login:logout.heading',
    description: 'metaDescription.logout',
    audience: 'personal',
  },
  content: {
    title: 'content.generic',
    description: 'metaDescription.content',
    audience: 'visitor',
  },
  notFound: {
    title: 'pageTitle.notFound',
    description: 'metaDescription.notFound',
    frameHeading: true,
    audience: 'visitor',
  },
} as const satisfies Record<PageType, PageDefinition>;

/** The page types that are the shell's own pages (no `remotePage`): ./pageModules.tsx has one module for each. */
export type ShellPageType = {
  [T in PageType]: (typeof PAGES)[T] extends { remotePage: string } ? never : T;
}[PageType];

export function pageDefinition(pageType: PageType): PageDefinition {
  return PAGES[pageType];
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
