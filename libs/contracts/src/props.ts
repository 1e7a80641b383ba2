import type { ReactNode } from 'react';
import type { Locale, Site } from './sites';
import type { Platform } from './platforms';

/** Page types the shell writes to the html element's data-page-type. */
export const PAGE_TYPES = [
  'home',
  'ProductDetailPage',
  'basket',
  'search',
  'newsletter',
  'newsletterConfirm',
  'newsletterSubscription',
  'content',
  'notFound',
  'uiCatalogue',
  'login',
  'staffLogin',
  'logout',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The props every remote's exposed root component receives from the shell. */
export interface RemoteProps {
  site: Site;
  locale: Locale;
  platform: Platform;
  pageType: PageType;
  /** Reduced header/footer, e.g. in checkout or for app visitors. */
  reduced: boolean;
  /**
   * What this module's `loadServerData` returned on the server for this page, the same
   * value on the server render and the first browser render. Untrusted until the remote parsed it
   * with its own schema; absent when the loader failed, timed out or the slot rendered only in the
   * browser: the component then fetches as before.
   */
  serverData?: unknown;
}

/** The cart page: in demo mode (DEMO=true) it offers the API's demo carts. */
export interface CartPageProps extends RemoteProps {
  demo?: boolean;
}

/** The navigation remote owns the header frame; the shell hands it the other teams' slots. */
export interface HeaderProps extends RemoteProps {
  searchSlot?: ReactNode;
  miniCartSlot?: ReactNode;
  /** The consent service's script for this site and stage (the page state's); none in a remote's harness. */
  consentScriptUrl?: string;
}

/** The main categories every site has; the static navigation shown when navigation data is missing. */
export const STATIC_CATEGORIES = [
  { key: 'coffee', href: '/c/coffee' },
  { key: 'household', href: '/c/household' },
  { key: 'clothing', href: '/c/clothing' },
] as const;

/** The footer decides whether the newsletter block above it shows (reduced, page flag, nl_status). */
export interface FooterProps extends RemoteProps {
  newsletterSlot?: ReactNode;
}

/** The cart's add-to-cart button, placed by the shell on product tiles and product pages. */
export interface AddToCartProps extends RemoteProps {
  productId: string;
  productTitle: string;
  /** False for SOLDOUT or NOT_AVAILABLE products: the button shows but cannot be used. */
  available: boolean;
}
