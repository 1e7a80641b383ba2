import { SERVER_RENDER_DEADLINE_MS, SERVER_SLOT_DEADLINE_MS } from '@storefront/shell';

// The render pool's limits, one place for each: how long a worker's thread, a task and a page in
// the queue may take, how much memory and how many threads the workers get, how often a page is
// tried again. docs/architecture/rendering.md, "Blast radius", says how each was chosen.

/**
 * The longest a remote's code may hold a render worker's thread at a stretch (its event loop
 * gives no heartbeat while the thread burns CPU): then the worker is terminated and replaced, and
 * the page is rendered again with that slot as its fallback. Half the slot deadline, so the
 * retried page still shows the fallback within SERVER_SLOT_DEADLINE_MS. A whole page renders in
 * tens of milliseconds of CPU (once warm: a worker renders the shell once before its first page).
 */
export const WORKER_BLOCKED_DEADLINE_MS = SERVER_SLOT_DEADLINE_MS / 2;
/**
 * The CPU a stuck worker must have burnt since its last heartbeat to be a remote's fault rather
 * than a busy machine's: no render step of a page takes a tenth of it, and a thread that only
 * waits for a core burns none. Half the blocked deadline, so a spinning remote is still stopped in
 * time when it gets only half a core.
 */
export const WORKER_BLOCKED_CPU_MS = WORKER_BLOCKED_DEADLINE_MS / 2;
/**
 * The longest a page waits for a free worker; then the browser renders it (an overloaded host sheds
 * server renders, never requests). Its task stays queued, marked unwanted: the worker that reaches
 * it skips it. Taking it out of the queue could terminate a worker that has just been handed it.
 */
export const WORKER_QUEUE_DEADLINE_MS = 5_000;
/**
 * A page whose task has not ended this long after a worker took it stops waiting for it, whatever
 * its heartbeat says: it goes out as the frame the browser renders. Counted from the worker's start,
 * not the queue's (which has its own deadline): a page that queued long still gets its whole
 * render. Its worker, alive and not burning a stuck CPU, keeps it: on a busy machine it is only
 * slow, and terminating it would add a cold start (loading every release, compiling them again) to
 * the load that made it slow.
 */
export const WORKER_TASK_DEADLINE_MS = SERVER_SLOT_DEADLINE_MS + SERVER_RENDER_DEADLINE_MS + 1_000;
/**
 * A task still running this long after its worker took it has a worker that will not end it (its
 * own deadlines would have): the worker is terminated and replaced.
 */
export const WORKER_TASK_ABANDON_MS = 4 * WORKER_TASK_DEADLINE_MS;
/** How often the accepting thread looks at its workers' heartbeats. */
export const WATCHDOG_INTERVAL_MS = 20;
/** Each worker's old-generation heap: a remote that allocates without bound loses its worker, not the process. */
export const RENDER_WORKER_HEAP_MB = 128;
/**
 * Each worker's young generation. A page allocates a few megabytes that die with it; a larger
 * nursery collects them less often (V8's helper threads did a quarter of the process's CPU): 11.7
 * and 12.2 ms of CPU a page in all threads against 12.7 and 13.4 with V8's default, alternated
 * (bench/README.md, "Pages in turn").
 */
export const RENDER_WORKER_YOUNG_GENERATION_MB = 48;
/**
 * Workers per core. Two, while a page's worker mostly waited for its service calls, kept cores busy;
 * once shared answers and a cheaper render made the worker's own CPU the bulk of a page, a second
 * worker per core only added switching and a heap: on a 2-core machine at 100 connections, 2
 * workers served 106–117 pages/s against 4 workers' 95–104, alternated (bench/README.md, "Server
 * rendering on 2026-11-28: a fifth of the render was react-i18next's copy").
 */
export const RENDER_WORKERS_PER_CORE = 1;
/** The longest recycled workers get to start before they take over anyway. */
export const WORKER_START_DEADLINE_MS = 10_000;
/** How often the live releases are looked at, so workers are recycled soon after a deploy even before a page brings it. */
export const LIVE_RELEASES_CHECK_MS = 1_000;
/** How often one page is tried again after its worker was lost, each time without the slot that held it. */
export const PAGE_RENDER_ATTEMPTS = 3;
