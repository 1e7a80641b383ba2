import type * as z from 'zod/mini';
import {
  MalformedMessage,
  readMessage,
  readProgress,
  type SlotKey,
  type TaskOutcome,
} from '@storefront/shell';

/** Why a task's worker was lost. */
export type WorkerLoss = 'deadline' | 'memory' | 'exit';

/**
 * The task ended without an answer: its worker was lost under it (`loss`, and the slot whose code
 * ran then) or the page stopped waiting for it ('queue', or 'deadline' without a slot).
 */
export class TaskLost extends Error {
  constructor(
    readonly loss: WorkerLoss | 'queue',
    readonly slot: SlotKey | undefined,
    message: string,
    /**
     * The worker was ended because code held its loop, burning CPU (the watchdog): with no slot to
     * name (a pause between slots, a collection of what a slot left), the page may be tried again
     * on a fresh worker, which holds none of it.
     */
    readonly workerHeld = false,
  ) {
    super(message);
  }
}

/**
 * The task failed in its worker (the shell could not render, a slot's test render threw) or its
 * worker answered with what the render protocol does not allow; the worker is fine.
 */
export class TaskFailed extends Error {}

/**
 * Why a worker ended under its task (piscina rejected it): out of its heap (RENDER_WORKER_HEAP_MB,
 * the memory limit) or a remote's `process.exit`, in the code of the slot its progress names.
 */
export function workerEnded(
  error: unknown,
  task: { progress: SharedArrayBuffer; startedAt: number },
): TaskLost {
  const code = (error as { code?: unknown }).code;
  return new TaskLost(
    code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'exit',
    readProgress(task.progress, task.startedAt).slot,
    error instanceof Error ? error.message : String(error),
  );
}

/** A worker's answer as its schema reads it: TaskFailed saying what was malformed. */
export function readOutcome<S extends z.ZodMiniType>(
  schema: S,
  what: string,
  outcome: unknown,
): z.infer<S> {
  try {
    return readMessage(schema, what, outcome);
  } catch (error) {
    if (error instanceof MalformedMessage) throw new TaskFailed(error.message);
    throw error;
  }
}

/** A task's value; TaskFailed with the worker's reason when it failed there. */
export function valueOf<V>(outcome: TaskOutcome<V>): V {
  if (!outcome.ok) throw new TaskFailed(outcome.message);
  return outcome.value;
}
