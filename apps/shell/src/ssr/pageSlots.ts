import { PAGE_TYPES, type InitialState } from '@storefront/contracts';
import type { SlotKey } from '../slots/slotEnvironment';
import { FRAME_SLOTS, frameSlotsOf } from '../slots/frameSlots';
import { pageSlots } from '../pages/pages';

/**
 * The slots the document server renders for a page, as the shell's App composes it: the frame's
 * above the page (the frame table, ../slots/frameSlots.ts), the page's own (the pages table,
 * ../pages/pages.ts) and the frame's below it. Browser-only slots (the staff's preview panel:
 * shoppers never download its code) are left out; the frame table's types keep every slot shown to
 * every shopper server-rendered, so no slot the App renders is missing here.
 */
export function serverRenderedSlots(state: Pick<InitialState, 'pageType' | 'reduced'>): SlotKey[] {
  const frame = (place: 'above' | 'below') =>
    frameSlotsOf({ reduced: state.reduced, staff: false }, place).filter(
      (key) => FRAME_SLOTS[key].serverRendered,
    );
  return [...frame('above'), ...pageSlots(state.pageType), ...frame('below')];
}

/** Every slot some page renders on the server: what the document server loads before its first page. */
export const ALL_SERVER_RENDERED_SLOTS: readonly SlotKey[] = [
  ...new Set(
    PAGE_TYPES.flatMap((pageType) =>
      [true, false].flatMap((reduced) => serverRenderedSlots({ pageType, reduced })),
    ),
  ),
];
