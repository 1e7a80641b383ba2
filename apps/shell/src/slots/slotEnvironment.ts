import { createContext, useContext, type ComponentType } from 'react';
import type { InitialState, SlotOutcome } from '@storefront/contracts';

/** A slot's key: `remote/Module`, as in the exposed-module catalogue and the page state. */
export type SlotKey = `${string}/${string}`;

/**
 * Where a slot renders (issue 16). `server`: in the document server, with every module it needs
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
export function browserSlotEnvironment(state: Pick<InitialState, 'slots' | 'serverData'>): SlotEnvironment {
  return { phase: 'browser', outcomes: state.slots ?? {}, serverData: state.serverData ?? {} };
}

/**
 * Slots below the fold: their browser code loads when they come near the viewport or the browser
 * is idle (issue 16 item 4), so it leaves the initial load; until then their server HTML works as
 * plain links and forms.
 */
export const BELOW_THE_FOLD_SLOTS: ReadonlySet<string> = new Set<SlotKey>(['footer/Footer', 'newsletter/SignUp']);
/** How far below the viewport a below-the-fold slot starts loading. */
export const NEAR_VIEWPORT_MARGIN = '600px';
/** The latest a below-the-fold slot starts loading when the browser is never idle. */
export const BELOW_THE_FOLD_IDLE_TIMEOUT_MS = 4000;
