import { atom } from 'jotai';

/** The id of the open header flyout, or null. Sticky behaviour and banners react to it. */
export const openFlyoutAtom = atom<string | null>(null);
