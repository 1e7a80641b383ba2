import os from 'node:os';
import * as z from 'zod/mini';
import path from 'node:path';
import { Piscina } from 'piscina';
import {
  type ReleaseLocations,
  type RenderTask,
  type WorkerStart,
  WorkerWarmSchema,
} from '@storefront/shell';
import {
  LIVE_RELEASES_CHECK_MS,
  RENDER_WORKER_HEAP_MB,
  RENDER_WORKER_YOUNG_GENERATION_MB,
  RENDER_WORKERS_PER_CORE,
  WORKER_START_DEADLINE_MS,
} from './limits';

const WORKER_FILE = path.join(__dirname, 'renderWorker.cjs');

/** What a worker may see of the host's environment: nothing a remote could use against it (docs/architecture/rendering.md, "Blast radius"). */
function workerEnvironment(): Record<string, string> {
  return { NODE_ENV: process.env.NODE_ENV ?? 'production' };
}

export interface RenderPoolLog {
  warn(details: object, message: string): void;
}

export interface RenderWorkersOptions {
  /** The shell's server bundle (apps/shell/dist/server/entry.js). */
  serverEntryFile: string;
  threads?: number;
  /** Each worker's old-generation heap: RENDER_WORKER_HEAP_MB unless a test lowers it. */
  heapMb?: number;
  /** Every release live on some site now, by its server container file: what a recycled pool loads first. */
  liveReleases?: () => ReleaseLocations[];
  log?: RenderPoolLog;
  /** The workers' Node flags: the render process's own (./renderProcess/renderProcessMain.ts); none by default. */
  workerExecArgv?: string[];
  /** Each worker started, replacements and recycled ones included (the metrics count them). */
  onWorkerStart?: () => void;
  /** Each refusal the sandbox met in a worker (renderWorker.cjs reports them): what was asked for. */
  onRefused?: (refused: SandboxRefusal) => void;
}

export const SandboxRefusalSchema = z.object({
  renderWorkerRefused: z.object({
    permission: z.string().check(z.maxLength(100)),
    resource: z.string().check(z.maxLength(300)),
  }),
});
export type SandboxRefusal = z.infer<typeof SandboxRefusalSchema>['renderWorkerRefused'];

/** The worker threads themselves: started, replaced, recycled, ended. */
export interface RenderWorkers {
  /** Hands a task to a worker of the current generation (queued until one is free); piscina's promise. */
  run(
    task: RenderTask,
    options: { signal: AbortSignal; transferList: Transferable[] },
  ): Promise<unknown>;
  /** RenderPool.keepInStep. */
  keepInStep(releases?: ReleaseLocations): void;
  /** Settles once the first workers have loaded the live releases (or WORKER_START_DEADLINE_MS passed). */
  readonly warm: Promise<void>;
  readonly generation: number;
  readonly threads: number;
  close(): Promise<void>;
}

/** The render workers asked for, or RENDER_WORKERS_PER_CORE per core. */
export const renderThreadCount = (threads?: number): number =>
  threads ?? Math.max(1, os.availableParallelism() * RENDER_WORKERS_PER_CORE);

const serverEntries = (releases: ReleaseLocations) =>
  Object.values(releases).map((release) => release.serverEntry);

/**
 * The render workers' life: a piscina pool of `threads` workers, each with its own memory limit
 * (RENDER_WORKER_HEAP_MB: a remote that allocates without bound loses its worker, not the
 * process) and none of the host's secrets; a worker that ends is replaced by piscina; once the
 * live releases change, a new generation loads them and takes over when warm, and the old one
 * finishes its pages and ends, freeing their containers.
 */
export function renderWorkers(options: RenderWorkersOptions): RenderWorkers {
  const threads = renderThreadCount(options.threads);
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
      // In the render process: its own flags, the permission model's among them (a worker started
      // without them would not be confined). Elsewhere none: the parent may run under a TypeScript
      // loader, and the worker and the bundle are JavaScript.
      execArgv: options.workerExecArgv ?? [],
    });
    workers.on('error', ignoreIdleErrors);
    if (options.onWorkerStart) workers.on('workerCreate', options.onWorkerStart);
    workers.on('message', (message: unknown) => {
      const refused = SandboxRefusalSchema.safeParse(message);
      if (refused.success) options.onRefused?.(refused.data.renderWorkerRefused);
    });
    return workers;
  };
  let pool = startWorkers();
  const warm = whenWarm(pool, threads);
  /** Recycled workers still loading the live releases, once a change asked for them. */
  let starting: Piscina | undefined;
  /** The server containers the current workers have been asked to load. */
  let loaded = new Set(live().flatMap(serverEntries));

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
    const takeOver = () => {
      if (starting !== next) return;
      starting = undefined;
      const old = pool;
      pool = next;
      generation += 1;
      void old.close().catch(() => undefined);
    };
    void whenWarm(next, threads).then(takeOver);
  }

  const liveCheck = options.liveReleases
    ? setInterval(() => keepInStep(), LIVE_RELEASES_CHECK_MS)
    : undefined;
  liveCheck?.unref();
  return {
    run: (task, { signal, transferList }) =>
      pool.run(task, { signal, transferList: transferList as never }),
    keepInStep,
    warm,
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

/**
 * Once every worker of `workers` has said it loaded the live releases; a worker that cannot start
 * (a release's container that never finishes loading) holds the others back no longer than
 * WORKER_START_DEADLINE_MS.
 */
function whenWarm(workers: Piscina, threads: number): Promise<void> {
  return new Promise((resolve) => {
    let ready = 0;
    const fallback = setTimeout(resolve, WORKER_START_DEADLINE_MS);
    fallback.unref();
    workers.on('message', (message: unknown) => {
      if (!WorkerWarmSchema.safeParse(message).success) return;
      ready += 1;
      if (ready < threads) return;
      clearTimeout(fallback);
      resolve();
    });
  });
}
