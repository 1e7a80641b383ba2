import type { SlotKey } from '../slots/slotEnvironment';
import { ALL_SERVER_RENDERED_SLOTS } from './pageSlots';
import { ownThreadCpuMs, ownThreadId, threadCpuMs } from './threadCpu';

/**
 * What a render worker tells the document server while it works: a SharedArrayBuffer
 * the worker writes and the accepting thread reads, also while the worker's own thread is stuck in
 * a remote's code (a message could not leave it then). Int32 cells:
 * - HEARTBEAT: milliseconds since the task's `startedAt` when the worker's event loop last ran;
 *   0 while the task waits for a worker;
 * - SLOT: the index in ALL_SERVER_RENDERED_SLOTS of the slot whose code ran last (its module
 *   load, its `loadServerData`, its component), or NO_SLOT while the shell's own code runs;
 * - THREAD and CPU_AT_BEAT: the worker thread's kernel id and its CPU milliseconds at the last
 *   heartbeat (./threadCpu.ts; 0 where unknown), so a stall can be told from a wait for a core;
 * - STARTED_AFTER: milliseconds since `startedAt` when a worker took the task (0 while it waits),
 *   so the task's own deadlines count from there, not from the queue;
 * - UNWANTED: 1 once the page stopped waiting (written by the accepting thread): a worker that
 *   reaches the task after that skips it instead of rendering a page nobody receives.
 */
export const PROGRESS_CELLS = {
  heartbeat: 0,
  slot: 1,
  thread: 2,
  cpuAtBeat: 3,
  startedAfter: 4,
  unwanted: 5,
} as const;
export const NO_SLOT = -1;
/** The buffer's size: one Int32 per cell (a task whose buffer is not this size is malformed, ./worker/renderProtocol.ts). */
export const PROGRESS_BYTES = Int32Array.BYTES_PER_ELEMENT * Object.keys(PROGRESS_CELLS).length;
/** How often a busy worker's event loop writes its heartbeat. */
export const WORKER_HEARTBEAT_MS = 25;

export function createProgressBuffer(): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(PROGRESS_BYTES);
  Atomics.store(new Int32Array(buffer), PROGRESS_CELLS.slot, NO_SLOT);
  return buffer;
}

/** The worker's side: where it is, written as it goes. */
export interface ProgressWriter {
  /** Whether the page still waits for this task (false once the accepting thread gave it up). */
  wanted(): boolean;
  beat(): void;
  enter(slot: SlotKey): void;
  leave(): void;
}

/** This thread's kernel id, read once per worker. */
let thread: number | undefined;

export function progressWriter(buffer: SharedArrayBuffer, startedAt: number): ProgressWriter {
  const cells = new Int32Array(buffer);
  thread ??= ownThreadId();
  Atomics.store(cells, PROGRESS_CELLS.thread, thread);
  // At least 1: 0 means "not started".
  Atomics.store(cells, PROGRESS_CELLS.startedAfter, Math.max(1, Date.now() - startedAt));
  return {
    wanted: () => Atomics.load(cells, PROGRESS_CELLS.unwanted) === 0,
    beat: () => {
      Atomics.store(cells, PROGRESS_CELLS.cpuAtBeat, ownThreadCpuMs() ?? 0);
      // At least 1: 0 means "not started".
      Atomics.store(cells, PROGRESS_CELLS.heartbeat, Math.max(1, Date.now() - startedAt));
    },
    enter: (slot) =>
      Atomics.store(cells, PROGRESS_CELLS.slot, ALL_SERVER_RENDERED_SLOTS.indexOf(slot)),
    leave: () => Atomics.store(cells, PROGRESS_CELLS.slot, NO_SLOT),
  };
}

/** The accepting thread's side: whether the worker started, how long its loop has been stuck, and in whose code. */
export interface ProgressReading {
  started: boolean;
  /** Milliseconds since a worker took the task (0 before). */
  runningForMs: number;
  /** Milliseconds since the worker's event loop last ran (0 before it started). */
  stuckForMs: number;
  slot: SlotKey | undefined;
  /**
   * CPU milliseconds the worker's thread burnt since its last heartbeat: about `stuckForMs` when
   * code holds it, little when it only waited for a core. Undefined where that cannot be known.
   */
  cpuSinceBeatMs(): number | undefined;
}

export function readProgress(
  buffer: SharedArrayBuffer,
  startedAt: number,
  now: number = Date.now(),
): ProgressReading {
  const cells = new Int32Array(buffer);
  const heartbeat = Atomics.load(cells, PROGRESS_CELLS.heartbeat);
  const slot = ALL_SERVER_RENDERED_SLOTS[Atomics.load(cells, PROGRESS_CELLS.slot)];
  const cpuSinceBeatMs = () => {
    const cpu = threadCpuMs(Atomics.load(cells, PROGRESS_CELLS.thread));
    return cpu === undefined ? undefined : cpu - Atomics.load(cells, PROGRESS_CELLS.cpuAtBeat);
  };
  const startedAfter = Atomics.load(cells, PROGRESS_CELLS.startedAfter);
  return {
    started: heartbeat > 0,
    runningForMs: startedAfter > 0 ? now - startedAt - startedAfter : 0,
    stuckForMs: heartbeat > 0 ? now - startedAt - heartbeat : 0,
    slot,
    cpuSinceBeatMs,
  };
}

/** The accepting thread's side: the page no longer waits for this task (a worker that has not started it skips it). */
export function markUnwanted(buffer: SharedArrayBuffer): void {
  Atomics.store(new Int32Array(buffer), PROGRESS_CELLS.unwanted, 1);
}
