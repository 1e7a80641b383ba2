import type { ComponentType } from 'react';
import type { LoadServerData, LoadTexts, ServerRequestContext, SlotOutcome } from '@storefront/contracts';
import type { SlotKey } from '../slots/slotEnvironment';
import { isComponent } from '../federation/isComponent';

/**
 * How long the document server waits for one slot's module and its server data together (issue 16
 * item 3). Slots prepare in parallel, so this bounds the whole page's wait: a remote that hangs
 * costs at most this, then its fallback goes into the HTML and the browser tries it again.
 */
export const SERVER_SLOT_DEADLINE_MS = 800;

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
): Promise<PreparedSlots> {
  const prepared: PreparedSlots = { outcomes: {}, serverData: {}, components: new Map(), texts: new Map(), problems: [] };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`not ready within ${deadlineMs} ms`)), deadlineMs);
  });
  deadline.catch(() => undefined);
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  try {
    await Promise.all(
      slots.map(async (slot) => {
        let module: LoadedSlotModule;
        try {
          module = await withinDeadline(load(slot), deadline);
          if (!isComponent(module.default)) throw new Error(`./${slot.split('/')[1]} does not export a component`);
        } catch (error) {
          prepared.outcomes[slot] = 'fallback';
          prepared.problems.push({ slot, stage: 'module', message: message(error) });
          return;
        }
        prepared.outcomes[slot] = 'rendered';
        prepared.components.set(slot, module.default);
        // One page loads every module of a remote from the same release, so one loader per namespace.
        if (typeof module.loadTexts === 'function') prepared.texts.set(slot.split('/')[0] ?? slot, module.loadTexts);
        if (!module.loadServerData) return;
        try {
          const data = asJson(await withinDeadline(module.loadServerData(context), deadline));
          if (data !== undefined) prepared.serverData[slot] = data;
        } catch (error) {
          prepared.problems.push({ slot, stage: 'data', message: message(error) });
        }
      }),
    );
  } finally {
    clearTimeout(timer);
  }
  return prepared;
}
