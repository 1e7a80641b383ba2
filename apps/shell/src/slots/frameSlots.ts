import { CART_PAGE_PATH, NEWSLETTER_PATH, type ExposedComponentProps } from '@storefront/contracts';

/** When a slot the server rendered goes live in the browser. */
export type HydrationTime = 'at-once' | 'when-idle' | 'when-visible';

/**
 * What a frame slot shows when its remote fails to load, times out or throws: the shell's own
 * markup, so the page stays usable.
 */
export type FrameFallback =
  | { kind: 'static-header' }
  | { kind: 'search-form' }
  | { kind: 'static-footer' }
  /** One link to the page that does the remote's job, with a text of the shell's namespace. */
  | { kind: 'link'; href: string; text: `fallback.${string}` }
  | { kind: 'nothing' };

interface FrameSlotCommon {
  /** Above the page's `main` (the header and what it holds) or below it. */
  readonly place: 'above' | 'below';
  /**
   * The frame slot whose remote renders this one (the shell hands it over as a prop). Inside that
   * remote it holds the remote back until both are in, so the remote appears once at its final
   * height; inside the remote's fallback it shows up on its own.
   */
  readonly inside?: keyof ExposedComponentProps;
  /** Shown on reduced pages (checkout, app visitors), which keep header and footer only. */
  readonly onReducedPages: boolean;
  readonly fallback: FrameFallback;
}

/** Rendered by the document server for every shopper, then live in the browser at its hydration time. */
interface ServerRenderedFrameSlot extends FrameSlotCommon {
  readonly audience: 'everyone';
  readonly serverRendered: true;
  readonly hydration: HydrationTime;
}

/** Rendered in the browser only: staff tools, whose code shoppers never download. */
interface BrowserOnlyFrameSlot extends FrameSlotCommon {
  readonly audience: 'everyone' | 'staff';
  readonly serverRendered: false;
}

export type FrameSlotDefinition = ServerRenderedFrameSlot | BrowserOnlyFrameSlot;

/**
 * The frame: every slot that surrounds every page, in the page's order. The shell's App composes
 * them from here, the document server renders the server-rendered ones (ssr/pageSlots.ts), the
 * browser start-up loads the ones above the page first and the slot environment takes their
 * hydration times from here. What sits between header and footer is the pages table's
 * (pages/pages.ts). A key must be an exposed component of contracts' catalogue.
 *
 * The header hydrates at once: it is what a shopper reaches for first (its flyouts, the menu). The
 * search box and the mini cart inside it follow at the page's first idle moment, or at once when
 * the shopper touches them: their server HTML works meanwhile (the search form submits, the cart
 * link opens the cart) and what was typed or clicked is replayed (interactions.ts). The rest keeps
 * its server HTML and loads its code only when it comes into view or is interacted with
 * (nearViewport.ts).
 */
export const FRAME_SLOTS = {
  'navigation/Header': {
    place: 'above',
    onReducedPages: true,
    audience: 'everyone',
    serverRendered: true,
    hydration: 'at-once',
    fallback: { kind: 'static-header' },
  },
  'search/SearchBox': {
    place: 'above',
    inside: 'navigation/Header',
    onReducedPages: false,
    audience: 'everyone',
    serverRendered: true,
    hydration: 'when-idle',
    fallback: { kind: 'search-form' },
  },
  'cart/MiniCart': {
    place: 'above',
    inside: 'navigation/Header',
    onReducedPages: false,
    audience: 'everyone',
    serverRendered: true,
    hydration: 'when-idle',
    fallback: { kind: 'link', href: CART_PAGE_PATH, text: 'fallback.cart' },
  },
  'newsletter/SignUp': {
    place: 'below',
    inside: 'footer/Footer',
    onReducedPages: false,
    audience: 'everyone',
    serverRendered: true,
    hydration: 'when-visible',
    fallback: { kind: 'link', href: NEWSLETTER_PATH, text: 'fallback.newsletter' },
  },
  'footer/Footer': {
    place: 'below',
    onReducedPages: true,
    audience: 'everyone',
    serverRendered: true,
    hydration: 'when-visible',
    fallback: { kind: 'static-footer' },
  },
  'preview/PreviewPanel': {
    place: 'below',
    onReducedPages: true,
    audience: 'staff',
    serverRendered: false,
    fallback: { kind: 'nothing' },
  },
} as const satisfies Partial<Record<keyof ExposedComponentProps, FrameSlotDefinition>>;

export type FrameSlotKey = keyof typeof FRAME_SLOTS;

const FRAME_SLOT_KEYS = Object.keys(FRAME_SLOTS) as FrameSlotKey[];

/** What decides which frame slots a page shows. */
export interface FramePage {
  reduced: boolean;
  /** The request came with a staff login (the page state's `staff`). */
  staff: boolean;
}

export function frameSlot(key: FrameSlotKey): FrameSlotDefinition {
  return FRAME_SLOTS[key];
}

/** Whether a page shows the slot at all. */
export function frameSlotShown(key: FrameSlotKey, page: FramePage): boolean {
  const slot = frameSlot(key);
  return (slot.onReducedPages || !page.reduced) && (slot.audience === 'everyone' || page.staff);
}

/** The frame slots a page shows above or below its `main`, in the page's order. */
export function frameSlotsOf(page: FramePage, place: 'above' | 'below'): FrameSlotKey[] {
  return FRAME_SLOT_KEYS.filter(
    (key) => frameSlot(key).place === place && frameSlotShown(key, page),
  );
}

/** A frame slot that only the browser renders (the server leaves its place empty on purpose). */
export function browserOnlyFrameSlot(key: string): boolean {
  return key in FRAME_SLOTS && !frameSlot(key as FrameSlotKey).serverRendered;
}

/** A frame slot's hydration time; none for a slot that is not the frame's (a page's own slots). */
export function frameHydrationTime(key: string): HydrationTime | undefined {
  if (!(key in FRAME_SLOTS)) return undefined;
  const slot = frameSlot(key as FrameSlotKey);
  return slot.serverRendered ? slot.hydration : undefined;
}
