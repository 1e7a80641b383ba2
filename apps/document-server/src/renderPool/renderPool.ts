import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type * as z from 'zod/mini';
import type { RemoteName, ServerRequestContext } from '@storefront/contracts';
import {
  type SlotKey,
  serverRenderedSlots,
  SERVER_RENDER_DEADLINE_MS,
  SERVER_SLOT_DEADLINE_MS,
  createProgressBuffer,
  MalformedMessage,
  markUnwanted,
  PageTaskOutcomeSchema,
  readMessage,
  readProgress,
  type PageTask,
  type PageTaskResult,
  type ReleaseLocation,
  type ReleaseLocations,
  type RenderTask,
  type SlotTask,
  SlotTaskOutcomeSchema,
  type TaskOutcome,
  type WorkerStart,
  WorkerWarmSchema,
} from '@storefront/shell';
import { answerServiceCalls } from './serviceCalls';
import { slotQuarantine, type SlotQuarantine } from './slotQuarantine';

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
const WATCHDOG_INTERVAL_MS = 20;
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

const WORKER_FILE = path.join(__dirname, 'renderWorker.cjs');

/** What a worker may see of the host's environment: nothing a remote could use against it (ARCHITECTURE.md, "Blast radius"). */
function workerEnvironment(): Record<string, string> {
  return { NODE_ENV: process.env.NODE_ENV ?? 'production' };
}

export interface RenderPoolLog {
  warn(details: object, message: string): void;
}

export interface RenderPoolOptions {
  /** The shell's server bundle (apps/shell/dist/server/entry.js). */
  serverEntryFile: string;
  threads?: number;
  heapMb?: number;
  /** Every release live on some site now, by its server container file: what a recycled pool loads first. */
  liveReleases?: () => ReleaseLocations[];
  log?: RenderPoolLog;
  /** WORKER_TASK_DEADLINE_MS unless a test shortens it. */
  taskDeadlineMs?: number;
  /** WORKER_QUEUE_DEADLINE_MS unless a test shortens it. */
  queueDeadlineMs?: number;
  /** Each worker started, replacements and recycled ones included (the metrics count them). */
  onWorkerStart?: () => void;
}

export interface PagePoolInput {
  state: PageTask['state'];
  nonce: string;
  context: Omit<ServerRequestContext, 'fetchService'>;
  fetchService: ServerRequestContext['fetchService'];
  releases: ReleaseLocations;
}

/** Why a task's worker was lost. */
export type WorkerLoss = 'deadline' | 'memory' | 'exit';

/** A page as the pool hands it to the document server: its whole state, the body's markup as bytes ready for the socket. */
export type RenderedPoolPage = Omit<PageTaskResult, 'html' | 'state'> & {
  state: PageTask['state'];
  html: Buffer;
};

export type SlotRenderOutcome =
  { ok: true; html: string } | { ok: false; loss?: WorkerLoss; message: string };

export interface RenderPool {
  /** The page as its workers rendered it; rejects when not even the shell rendered (the browser then renders the page). */
  renderPage(input: PagePoolInput): Promise<RenderedPoolPage>;
  /** One slot of one release alone with sample props (deploy gate, preparation before a switch). */
  renderSlot(task: Omit<SlotTask, 'kind' | 'startedAt' | 'progress'>): Promise<SlotRenderOutcome>;
  /**
   * Looks at the live releases (`liveReleases`, and a page's own): once one these workers never
   * loaded is live and one they loaded is not, new workers take over and the old ones end, freeing
   * the old containers. Pages call it with their registry's releases; a timer calls it too.
   */
  keepInStep(releases?: ReleaseLocations): void;
  /** How many times the workers were recycled (tests, logs). */
  readonly generation: number;
  /** Render workers (the page route lets that many times PAGES_IN_PROGRESS_PER_RENDER_WORKER pages render at once). */
  readonly threads: number;
  close(): Promise<void>;
}

class TaskLost extends Error {
  constructor(
    readonly loss: WorkerLoss | 'queue',
    readonly slot: SlotKey | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The task failed in its worker (the shell could not render, a slot's test render threw) or its
 * worker answered with what the render protocol does not allow; the worker is fine.
 */
class TaskFailed extends Error {}

/** A worker's answer as its schema reads it: TaskFailed saying what was malformed. */
function readOutcome<S extends z.ZodMiniType>(
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
function valueOf<V>(outcome: TaskOutcome<V>): V {
  if (!outcome.ok) throw new TaskFailed(outcome.message);
  return outcome.value;
}

interface Watched {
  startedAt: number;
  progress: SharedArrayBuffer;
  /** Ends the task in its worker by terminating it. */
  abort(reason: TaskLost): void;
  /** The page stops waiting; a worker skips the task if it has not started it, else finishes it, and its answer is dropped. */
  giveUp(reason: TaskLost): void;
  givenUp: boolean;
}

/** One interval for every task in flight: reads heartbeats, abandons what is stuck. */
function watchdog(deadlines: { taskMs: number; queueMs: number }) {
  const watched = new Set<Watched>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = () => {
    const now = Date.now();
    for (const task of watched) {
      const reading = readProgress(task.progress, task.startedAt, now);
      if (!reading.started) {
        if (!task.givenUp && now - task.startedAt > deadlines.queueMs)
          task.giveUp(
            new TaskLost(
              'queue',
              undefined,
              `no render worker was free within ${deadlines.queueMs} ms`,
            ),
          );
      } else if (
        reading.stuckForMs > WORKER_BLOCKED_DEADLINE_MS &&
        (reading.cpuSinceBeatMs() ?? reading.stuckForMs) >= WORKER_BLOCKED_CPU_MS
      ) {
        // Stuck, and burning CPU meanwhile: a remote's code holds the thread (a worker that only
        // waits for a core on a busy machine burns almost none, and is left alone).
        task.abort(
          new TaskLost(
            'deadline',
            reading.slot,
            `${reading.slot ?? 'the shell'} held its render worker for more than ${WORKER_BLOCKED_DEADLINE_MS} ms`,
          ),
        );
      } else if (reading.runningForMs > WORKER_TASK_ABANDON_MS) {
        task.abort(
          new TaskLost(
            'deadline',
            undefined,
            `the render was not done within ${WORKER_TASK_ABANDON_MS} ms`,
          ),
        );
      } else if (!task.givenUp && reading.runningForMs > deadlines.taskMs) {
        // Not attributed to a slot: an overloaded machine, not a remote's fault; the page goes out as the frame.
        task.giveUp(
          new TaskLost(
            'deadline',
            undefined,
            `the render was not done within ${deadlines.taskMs} ms`,
          ),
        );
      }
    }
  };
  return {
    add(task: Watched) {
      watched.add(task);
      if (!timer) {
        timer = setInterval(check, WATCHDOG_INTERVAL_MS);
        timer.unref();
      }
    },
    delete(task: Watched) {
      watched.delete(task);
      if (watched.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    },
  };
}

const serverEntries = (releases: ReleaseLocations) =>
  Object.values(releases).map((release) => release.serverEntry);

/**
 * The document server's render workers: every remote's server code — module loads,
 * `loadServerData`, components — runs in a piscina pool of worker threads, never on the thread
 * that accepts requests. A worker whose loop a remote holds past WORKER_BLOCKED_DEADLINE_MS, or
 * that runs out of its heap or is ended by a remote's `process.exit`, is replaced; the slot whose
 * code it was running is quarantined on this host and the page rendered again without it.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const threads =
    options.threads ?? Math.max(1, os.availableParallelism() * RENDER_WORKERS_PER_CORE);
  const quarantine: SlotQuarantine = slotQuarantine();
  const watch = watchdog({
    taskMs: options.taskDeadlineMs ?? WORKER_TASK_DEADLINE_MS,
    queueMs: options.queueDeadlineMs ?? WORKER_QUEUE_DEADLINE_MS,
  });
  const live = options.liveReleases ?? (() => []);
  let generation = 0;

  const distinctLive = () => [
    ...new Map(live().map((releases) => [JSON.stringify(releases), releases])).values(),
  ];
  // A worker that dies between tasks: piscina replaces it; nothing waits on it.
  const ignoreIdleErrors = (error: unknown) =>
    options.log?.warn({ err: error }, 'a render worker ended between tasks; it was replaced');
  const startWorkers = () => {
    // Each worker loads the releases live when its pool started (a replacement too) before its first page.
    const workerData: WorkerStart = {
      serverEntryFile: options.serverEntryFile,
      live: distinctLive(),
    };
    const workers = new Piscina({
      filename: WORKER_FILE,
      workerData,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: 1,
      // Workers wait for messages between tasks with their event loop, so heartbeats keep coming.
      atomics: 'disabled',
      resourceLimits: {
        maxOldGenerationSizeMb: options.heapMb ?? RENDER_WORKER_HEAP_MB,
        maxYoungGenerationSizeMb: RENDER_WORKER_YOUNG_GENERATION_MB,
      },
      env: workerEnvironment(),
      // The parent may run under a TypeScript loader; the worker and the bundle are JavaScript.
      execArgv: [],
    });
    workers.on('error', ignoreIdleErrors);
    if (options.onWorkerStart) workers.on('workerCreate', options.onWorkerStart);
    return workers;
  };
  let pool = startWorkers();
  /** Recycled workers still loading the live releases, once a change asked for them. */
  let starting: Piscina | undefined;
  /** The server containers the current workers have been asked to load. */
  let loaded = new Set(live().flatMap(serverEntries));

  /**
   * A task's outcome as its worker answered it, unread; TaskLost when the worker was lost under it
   * or the page stopped waiting. `ended` runs once the worker is done with the task, also after the
   * page stopped waiting.
   */
  async function run(
    task: RenderTask,
    transferList: Transferable[] = [],
    ended: () => void = () => undefined,
  ): Promise<unknown> {
    const controller = new AbortController();
    let giveUp: (reason: TaskLost) => void = () => undefined;
    const givenUp = new Promise<never>((_, reject) => (giveUp = reject));
    const watched: Watched = {
      startedAt: task.startedAt,
      progress: task.progress,
      abort: (reason) => controller.abort(reason),
      giveUp: (reason) => {
        watched.givenUp = true;
        markUnwanted(task.progress);
        giveUp(reason);
      },
      givenUp: false,
    };
    watch.add(watched);
    // Watched until the worker is done with it, also after the page has stopped waiting.
    const running = pool
      .run(task, { signal: controller.signal, transferList: transferList as never })
      .finally(() => {
        watch.delete(watched);
        ended();
      });
    running.catch(() => undefined);
    try {
      return await Promise.race([running, givenUp]);
    } catch (error) {
      if (error instanceof TaskLost) throw error;
      const reason: unknown = controller.signal.reason;
      if (reason instanceof TaskLost) throw reason;
      // The worker ended under the task: out of heap, or a remote called process.exit.
      const code = (error as { code?: unknown }).code;
      const slot = readProgress(task.progress, task.startedAt).slot;
      throw new TaskLost(
        code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'exit',
        slot,
        error instanceof Error ? error.message : String(error),
      );
    }
  }

  /**
   * Once the live releases include one these workers have not loaded, and one they have loaded is
   * live no more: new workers. A page that brings a new release meanwhile is rendered by the
   * current workers, which load it as they go.
   */
  function keepInStep(releases: ReleaseLocations = {}): void {
    const entries = serverEntries(releases);
    if (entries.length > 0 && entries.every((entry) => loaded.has(entry))) return;
    const liveNow = new Set(live().flatMap(serverEntries));
    for (const entry of entries) liveNow.add(entry);
    if ([...loaded].some((entry) => !liveNow.has(entry))) recycle(liveNow);
    else for (const entry of liveNow) loaded.add(entry);
  }

  /**
   * New workers load every live release first; only then do pages go to them, and the old workers
   * finish their pages and end: their containers (old releases included) go with them.
   */
  function recycle(liveNow: Set<string>): void {
    loaded = liveNow;
    // A newer change while the last recycle still warms: that pool is dropped, this one takes its place.
    void starting?.close().catch(() => undefined);
    const next = startWorkers();
    starting = next;
    let ready = 0;
    const takeOver = () => {
      if (starting !== next) return;
      clearTimeout(fallback);
      starting = undefined;
      const old = pool;
      pool = next;
      generation += 1;
      void old.close().catch(() => undefined);
    };
    next.on('message', (message: unknown) => {
      if (!WorkerWarmSchema.safeParse(message).success) return;
      ready += 1;
      if (ready >= threads) takeOver();
    });
    // A worker that cannot start (a release's container that never finishes loading) does not hold the others back.
    const fallback = setTimeout(takeOver, WORKER_START_DEADLINE_MS);
    fallback.unref();
  }

  function quarantineSlot(slot: SlotKey, releases: ReleaseLocations, lost: TaskLost): void {
    const release = releases[slot.split('/')[0] as RemoteName];
    if (!release) return;
    quarantine.add(slot, release.manifestUrl);
    options.log?.warn(
      { slot, release: release.manifestUrl, loss: lost.loss },
      `render worker lost in ${slot}'s code (${lost.message}); the slot renders its fallback on this host for a while`,
    );
  }

  async function renderPage(input: PagePoolInput): Promise<RenderedPoolPage> {
    const slots = serverRenderedSlots(input.state);
    const lostSlots: PageTaskResult['problems'] = [];
    /** A slot whose code cost its worker: the time from its task's start to the loss (the retry skips it in no time). */
    const lostSlotDurationsMs: PageTaskResult['slotDurationsMs'] = {};
    for (let attempt = 1; ; attempt += 1) {
      const skip = slots.filter((slot) => {
        const release = input.releases[slot.split('/')[0] as RemoteName];
        return release !== undefined && quarantine.has(slot, release.manifestUrl);
      });
      const { port1, port2 } = new MessageChannel();
      answerServiceCalls(port1, input.fetchService);
      const task: PageTask = {
        kind: 'page',
        state: input.state,
        nonce: input.nonce,
        context: input.context,
        releases: input.releases,
        skip,
        startedAt: Date.now(),
        progress: createProgressBuffer(),
        port: port2,
      };
      try {
        // The service calls are answered until the worker is done (a page given up meanwhile
        // included): a worker never waits out a deadline on a call nobody answers.
        const {
          state: rendered,
          html,
          problems,
          slotDurationsMs,
        } = valueOf(
          readOutcome(
            PageTaskOutcomeSchema,
            "the render worker's page",
            await run(task, [port2], () => port1.close()),
          ),
        );
        // No task lives longer than its deadline, so neither can a slot's time (the metrics observe it).
        if (Object.values(slotDurationsMs).some((ms) => ms > WORKER_TASK_DEADLINE_MS))
          throw new TaskFailed(
            `the render worker's page is malformed (slotDurationsMs: a slot took longer than the task's ${WORKER_TASK_DEADLINE_MS} ms)`,
          );
        return {
          state: { ...input.state, slots: rendered.slots, serverData: rendered.serverData },
          html: Buffer.from(html.buffer, html.byteOffset, html.byteLength),
          problems: [...lostSlots, ...problems],
          slotDurationsMs: { ...slotDurationsMs, ...lostSlotDurationsMs },
        };
      } catch (error) {
        if (!(error instanceof TaskLost) || !error.slot || attempt >= PAGE_RENDER_ATTEMPTS)
          throw error;
        quarantineSlot(error.slot, input.releases, error);
        lostSlots.push({ slot: error.slot, stage: error.loss, message: error.message });
        // The slot's own time from when its worker took the page, not the page's wait in the queue.
        lostSlotDurationsMs[error.slot] = Math.max(
          0,
          readProgress(task.progress, task.startedAt).runningForMs,
        );
      }
    }
  }

  async function renderSlot(
    slotTask: Omit<SlotTask, 'kind' | 'startedAt' | 'progress'>,
  ): Promise<SlotRenderOutcome> {
    const task: SlotTask = {
      ...slotTask,
      kind: 'slot',
      startedAt: Date.now(),
      progress: createProgressBuffer(),
    };
    try {
      const { html } = valueOf(
        readOutcome(SlotTaskOutcomeSchema, "the render worker's slot", await run(task)),
      );
      return { ok: true, html };
    } catch (error) {
      if (error instanceof TaskLost)
        return {
          ok: false,
          ...(error.loss === 'queue' ? {} : { loss: error.loss }),
          message: error.message,
        };
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  const liveCheck = options.liveReleases
    ? setInterval(() => keepInStep(), LIVE_RELEASES_CHECK_MS)
    : undefined;
  liveCheck?.unref();
  return {
    renderPage,
    renderSlot,
    keepInStep,
    get generation() {
      return generation;
    },
    threads,
    async close() {
      clearInterval(liveCheck);
      await Promise.all([pool.destroy(), starting?.destroy()]);
    },
  };
}

export type { ReleaseLocation, ReleaseLocations };
