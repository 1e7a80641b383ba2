import type { ComponentType } from 'react';
import {
  type LoadServerData,
  type LoadTexts,
  type ServerRequestContext,
  type SlotOutcome,
  slotParts,
} from '@storefront/contracts';
import type { SlotKey } from '../slots/slotEnvironment';
import { isComponent } from '../federation/isComponent';

/**
 * Where the document server is told whose code runs (./renderProgress.ts): entered
 * before a slot's module load and `loadServerData` run and again when a service answer resumes
 * its loader, left when they hand back. A no-op outside a render worker.
 */
export interface SlotMarks {
  enter(slot: SlotKey): void;
  leave(): void;
}
export const NO_MARKS: SlotMarks = { enter: () => undefined, leave: () => undefined };

/** Runs a slot's synchronous part marked as that slot's. */
function marked<T>(marks: SlotMarks, slot: SlotKey, run: () => T): T {
  marks.enter(slot);
  try {
    return run();
  } finally {
    marks.leave();
  }
}

import { SERVER_SLOT_DEADLINE_MS } from './renderDeadlines';

export { SERVER_SLOT_DEADLINE_MS };

/** One exposed module as the server loads it (contracts: ServerRenderableModule). */
export interface LoadedSlotModule {
  default: ComponentType<never>;
  loadServerData?: LoadServerData;
  loadTexts?: LoadTexts;
}

export interface PreparedSlots {
  outcomes: Record<string, SlotOutcome>;
  serverData: Record<string, unknown>;
  components: Map<string, ComponentType<never>>;
  /** Each rendered remote's texts loader, by namespace (the remote's name), from its module's release. */
  texts: Map<string, LoadTexts>;
  /** Why a slot got its fallback or no data, for the server's log. */
  problems: { slot: SlotKey; stage: 'module' | 'data'; message: string }[];
  /**
   * Each slot's own preparation time in milliseconds: from
   * the start of the page's preparation until its module was loaded and its `loadServerData` had
   * answered or failed (or its module failed); exactly the deadline for a slot that missed it.
   * Slots prepare at once, so a slow remote's time is its own and not the other slots'.
   */
  durationsMs: Record<string, number>;
}

class DeadlineError extends Error {}

function withinDeadline<T>(work: Promise<T>, deadline: Promise<never>): Promise<T> {
  return Promise.race([work, deadline]);
}

/** JSON the page state can carry: what the browser gets must equal what the server rendered with. */
function asJson(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * Loads every slot's server module and, where it has one, runs its `loadServerData`, all at once
 * and within one deadline. A module that fails or misses the deadline gives its slot the fallback;
 * data that fails or comes late leaves the module to fetch in the browser, as before.
 */
export async function prepareSlots(
  slots: readonly SlotKey[],
  load: (slot: SlotKey) => Promise<LoadedSlotModule>,
  context: ServerRequestContext,
  deadlineMs: number = SERVER_SLOT_DEADLINE_MS,
  marks: SlotMarks = NO_MARKS,
): Promise<PreparedSlots> {
  const prepared: PreparedSlots = {
    outcomes: {},
    serverData: {},
    components: new Map(),
    texts: new Map(),
    problems: [],
    durationsMs: {},
  };
  const started = performance.now();
  // A slot that missed the deadline took the deadline, whatever the timer's lateness.
  const timed = (slot: SlotKey, error?: unknown) => {
    prepared.durationsMs[slot] =
      error instanceof DeadlineError ? deadlineMs : performance.now() - started;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DeadlineError(`not ready within ${deadlineMs} ms`)),
      deadlineMs,
    );
  });
  deadline.catch(() => undefined);
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  try {
    await Promise.all(
      slots.map(async (slot) => {
        let module: LoadedSlotModule;
        try {
          module = await withinDeadline(
            marked(marks, slot, () => load(slot)),
            deadline,
          );
          if (!isComponent(module.default))
            throw new Error(`./${slotParts(slot).module} does not export a component`);
        } catch (error) {
          prepared.outcomes[slot] = 'fallback';
          prepared.problems.push({ slot, stage: 'module', message: message(error) });
          timed(slot, error);
          return;
        }
        prepared.outcomes[slot] = 'rendered';
        prepared.components.set(slot, module.default);
        // One page loads every module of a remote from the same release, so one loader per namespace.
        if (typeof module.loadTexts === 'function')
          prepared.texts.set(slotParts(slot).remote, module.loadTexts);
        if (!module.loadServerData) {
          timed(slot);
          return;
        }
        try {
          const loadServerData = module.loadServerData;
          // A service answer resumes the loader: whatever runs next is this slot's code.
          const slotContext: ServerRequestContext = {
            ...context,
            fetchService: (...args) =>
              context.fetchService(...args).finally(() => marks.enter(slot)),
          };
          const data = asJson(
            await withinDeadline(
              marked(marks, slot, () => loadServerData(slotContext)),
              deadline,
            ),
          );
          if (data !== undefined) prepared.serverData[slot] = data;
          timed(slot);
        } catch (error) {
          prepared.problems.push({ slot, stage: 'data', message: message(error) });
          timed(slot, error);
        } finally {
          marks.leave();
        }
      }),
    );
  } finally {
    clearTimeout(timer);
    marks.leave();
  }
  // In the page's slot order, whichever loader finished first: every render of a page writes the
  // same page state, byte for byte (the page cache keeps one and serves it for the others).
  const inSlotOrder = <T>(bySlot: Record<string, T>): Record<string, T> =>
    Object.fromEntries(
      slots.filter((slot) => slot in bySlot).map((slot) => [slot, bySlot[slot] as T]),
    );
  return {
    ...prepared,
    outcomes: inSlotOrder(prepared.outcomes),
    serverData: inSlotOrder(prepared.serverData),
  };
}
