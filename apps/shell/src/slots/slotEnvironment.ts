import { createContext, useContext, type ComponentType } from 'react';
import type { InitialState, SlotOutcome } from '@storefront/contracts';
import { frameHydrationTime, type HydrationTime } from './frameSlots';

/** A slot's key: `remote/Module`, as in the exposed-module catalogue and the page state. */
export type SlotKey = `${string}/${string}`;

/**
 * Where a slot renders. `server`: in the document server, with every module it needs
 * already loaded; `browser`: in the browser, hydrating over the server's HTML at first, or
 * rendering from scratch when the page came without it.
 */
export interface SlotEnvironment {
  phase: 'server' | 'browser';
  /** Per slot, what the server put in its place (the page state's `slots`). */
  outcomes: Readonly<Record<string, SlotOutcome>>;
  /** Per slot, its `loadServerData` result (the page state's `serverData`). */
  serverData: Readonly<Record<string, unknown>>;
  /** Server only: the loaded component of every slot the server renders. */
  components?: ReadonlyMap<string, ComponentType<never>>;
}

const BROWSER_ONLY: SlotEnvironment = { phase: 'browser', outcomes: {}, serverData: {} };

export const SlotEnvironmentContext = createContext<SlotEnvironment>(BROWSER_ONLY);

export function useSlotEnvironment(): SlotEnvironment {
  return useContext(SlotEnvironmentContext);
}

/** The browser's environment from the page state: what the server rendered, with its data. */
export function browserSlotEnvironment(
  state: Pick<InitialState, 'slots' | 'serverData'>,
): SlotEnvironment {
  return { phase: 'browser', outcomes: state.slots ?? {}, serverData: state.serverData ?? {} };
}

/**
 * When a slot the server rendered goes live in the browser: a frame slot's time is the frame
 * table's (./frameSlots.ts); a page's own slots keep their server HTML and load their code only
 * when they come into view or are interacted with (./nearViewport.ts).
 */
export function hydrationTimeOf(slot: SlotKey): HydrationTime {
  return frameHydrationTime(slot) ?? 'when-visible';
}

/**
 * How far below (or above) the viewport a slot starts loading its code: not at all before it shows
 * ("a remote's code is not fetched before then"). Its server HTML is the same page
 * meanwhile, and what the shopper does before it is live is replayed (interactions.ts). With 600 px
 * the newsletter block 590 px below a 1440×900 fold cost 35 KB gzip of footer and newsletter code
 * before the page was first idle, on a page nobody had scrolled.
 */
export const NEAR_VIEWPORT_MARGIN = '0px';
