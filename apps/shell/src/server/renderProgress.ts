import type { SlotKey } from '../slots/slotEnvironment';
import { ALL_SERVER_RENDERED_SLOTS } from './pageSlots';

/**
 * What a render worker tells the document server while it works (issue 26): a SharedArrayBuffer
 * the worker writes and the accepting thread reads, also while the worker's own thread is stuck in
 * a remote's code (a message could not leave it then). Two Int32 cells:
 * - HEARTBEAT: milliseconds since the task's `startedAt` when the worker's event loop last ran;
 *   0 while the task waits for a worker;
 * - SLOT: the index in ALL_SERVER_RENDERED_SLOTS of the slot whose code ran last (its module
 *   load, its `loadServerData`, its component), or NO_SLOT while the shell's own code runs.
 */
export const PROGRESS_CELLS = { heartbeat: 0, slot: 1 } as const;
export const NO_SLOT = -1;
/** How often a busy worker's event loop writes its heartbeat. */
export const WORKER_HEARTBEAT_MS = 25;

export function createProgressBuffer(): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * 2);
  Atomics.store(new Int32Array(buffer), PROGRESS_CELLS.slot, NO_SLOT);
  return buffer;
}

/** The worker's side: where it is, written as it goes. */
export interface ProgressWriter {
  beat(): void;
  enter(slot: SlotKey): void;
  leave(): void;
}

export function progressWriter(buffer: SharedArrayBuffer, startedAt: number): ProgressWriter {
  const cells = new Int32Array(buffer);
  return {
    // At least 1: 0 means "not started".
    beat: () => Atomics.store(cells, PROGRESS_CELLS.heartbeat, Math.max(1, Date.now() - startedAt)),
    enter: (slot) => Atomics.store(cells, PROGRESS_CELLS.slot, ALL_SERVER_RENDERED_SLOTS.indexOf(slot)),
    leave: () => Atomics.store(cells, PROGRESS_CELLS.slot, NO_SLOT),
  };
}

/** The accepting thread's side: whether the worker started, how long its loop has been stuck, and in whose code. */
export interface ProgressReading {
  started: boolean;
  /** Milliseconds since the worker's event loop last ran (0 before it started). */
  stuckForMs: number;
  slot: SlotKey | undefined;
}

export function readProgress(buffer: SharedArrayBuffer, startedAt: number, now: number = Date.now()): ProgressReading {
  const cells = new Int32Array(buffer);
  const heartbeat = Atomics.load(cells, PROGRESS_CELLS.heartbeat);
  const slot = ALL_SERVER_RENDERED_SLOTS[Atomics.load(cells, PROGRESS_CELLS.slot)];
  return { started: heartbeat > 0, stuckForMs: heartbeat > 0 ? now - startedAt - heartbeat : 0, slot };
}
