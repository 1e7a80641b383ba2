import { WORKER_QUEUE_DEADLINE_MS } from '../renderPool/limits';

// The render process's limits, one place for each (docs/architecture/rendering.md, "The sandbox").

/** One refusal of the sandbox (the same permission and resource) is logged once in this long: a probing release cannot flood the log. */
export const SANDBOX_REFUSAL_LOG_MS = 60_000;
/** How often the document server asks its render process how it is (its memory, its workers). */
export const RENDER_PROCESS_PING_MS = 1_000;
/**
 * A render process whose main thread has not answered a ping this long is hung (its main thread
 * runs only the pool, so something is badly wrong): it is killed and started again. Long enough
 * for a busy 2-core machine's slowest answer, short enough that pages stop queueing on it soon.
 */
export const RENDER_PROCESS_HANG_MS = 10_000;
/**
 * How often the document server reads the render process's threads' CPU from /proc and sends it
 * (the sandbox lets a thread read only its own): the watchdog's reading of a stuck worker is at
 * most this old, so a spinning remote is stopped at most this much later; 20 stat files a read.
 */
export const RENDER_THREAD_CPU_MS = 100;
/** The memory (resident set) past which a render process is recycled, unless RENDER_PROCESS_MEMORY_MB says otherwise. */
export const RENDER_PROCESS_MEMORY_MB = 1_536;
/** The longest a page waits for a render process that is starting; then the browser renders it. */
export const RENDER_PROCESS_START_WAIT_MS = WORKER_QUEUE_DEADLINE_MS;
/** Between the end of a render process and the start of the next: one that dies at once does not spin the host. */
export const RENDER_PROCESS_RESTART_DELAY_MS = 1_000;
/** How long a recycled render process's pages may take to finish before it is ended anyway. */
export const RENDER_PROCESS_DRAIN_MS = 30_000;
/** How long a closing render process gets to end its workers before it is killed. */
export const RENDER_PROCESS_CLOSE_MS = 5_000;
