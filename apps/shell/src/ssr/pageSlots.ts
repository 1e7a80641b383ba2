import { PAGE_TYPES, type InitialState } from '@storefront/contracts';
import type { SlotKey } from '../slots/slotEnvironment';
import { pageSlots } from '../pages/pages';

/**
 * The slots the document server renders for a page, as the shell's App composes it: the header's,
 * the page's own (the pages table, apps/shell/src/pages/pages.ts) and those below it. The preview
 * panel is staff-only and never rendered on the server (shoppers never download its code); a slot
 * not listed here renders in the browser only.
 */
export function serverRenderedSlots(state: Pick<InitialState, 'pageType' | 'reduced'>): SlotKey[] {
  const header: SlotKey[] = state.reduced
    ? ['navigation/Header']
    : ['navigation/Header', 'search/SearchBox', 'cart/MiniCart'];
  const belowPage: SlotKey[] = state.reduced
    ? ['footer/Footer']
    : ['newsletter/SignUp', 'footer/Footer'];
  return [...header, ...pageSlots(state.pageType), ...belowPage];
}

/** Every slot some page renders on the server: what the document server loads before its first page. */
export const ALL_SERVER_RENDERED_SLOTS: readonly SlotKey[] = [
  ...new Set(
    PAGE_TYPES.flatMap((pageType) =>
      [true, false].flatMap((reduced) => serverRenderedSlots({ pageType, reduced })),
    ),
  ),
];
