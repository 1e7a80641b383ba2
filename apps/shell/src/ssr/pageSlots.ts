import type { InitialState, PageType } from '@storefront/contracts';
import type { SlotKey } from '../slots/slotEnvironment';

/** The slot of the page between header and footer, per page type (apps/shell/src/pages/Page.tsx). */
const PAGE_SLOTS: Partial<Record<PageType, readonly SlotKey[]>> = {
  home: ['cart/AddToCartButton'],
  ProductDetailPage: ['cart/AddToCartButton'],
  basket: ['cart/CartPage'],
  search: ['search/SearchResults'],
  newsletter: ['newsletter/SignUpPage'],
  newsletterConfirm: ['newsletter/DoubleOptIn'],
};

/**
 * The slots the document server renders for a page, as the shell's App composes it. The preview
 * panel is staff-only and never rendered on the server (shoppers never download its code); a slot
 * not listed here renders in the browser only.
 */
export function serverRenderedSlots(state: Pick<InitialState, 'pageType' | 'reduced'>): SlotKey[] {
  const header: SlotKey[] = state.reduced ? ['navigation/Header'] : ['navigation/Header', 'search/SearchBox', 'cart/MiniCart'];
  const belowPage: SlotKey[] = state.reduced ? ['footer/Footer'] : ['newsletter/SignUp', 'footer/Footer'];
  return [...header, ...(PAGE_SLOTS[state.pageType] ?? []), ...belowPage];
}

/** Every slot some page renders on the server: what the document server loads before its first page. */
export const ALL_SERVER_RENDERED_SLOTS: readonly SlotKey[] = [
  ...new Set((Object.keys(PAGE_SLOTS) as PageType[]).concat('notFound').flatMap((pageType) => [true, false].flatMap((reduced) => serverRenderedSlots({ pageType, reduced })))),
];
