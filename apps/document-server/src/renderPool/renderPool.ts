import {
  createProgressBuffer,
  SlotTaskOutcomeSchema,
  type ReleaseLocations,
  type SlotTask,
} from '@storefront/shell';
import { WORKER_QUEUE_DEADLINE_MS, WORKER_TASK_DEADLINE_MS } from './limits';
import { pageRenderer, type PagePoolInput, type RenderedPoolPage } from './pageRender';
import { renderWorkers, type RenderWorkersOptions } from './renderWorkers';
import { taskRunner } from './runTask';
import { slotQuarantine } from './slotQuarantine';
import { readOutcome, TaskLost, valueOf, type WorkerLoss } from './taskOutcome';
import { watchdog } from './watchdog';

export { WORKER_BLOCKED_DEADLINE_MS } from './limits';
export type { PagePoolInput, RenderedPoolPage } from './pageRender';
export type { WorkerLoss } from './taskOutcome';
export type { ReleaseLocations };

export interface RenderPoolOptions extends RenderWorkersOptions {
  /** WORKER_TASK_DEADLINE_MS unless a test shortens it. */
  taskDeadlineMs?: number;
  /** WORKER_QUEUE_DEADLINE_MS unless a test shortens it. */
  queueDeadlineMs?: number;
}

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

/** The render workers of one process, as the render process runs them (../renderProcess/renderProcessMain.ts). */
export interface RenderThreads extends RenderPool {
  /** Settles once the first workers have loaded the live releases. */
  readonly warm: Promise<void>;
}

/**
 * The render process's workers (the document server runs them in a sandboxed process of their
 * own: ../renderProcess/renderProcess.ts): every remote's server code — module loads,
 * `loadServerData`, components — runs in a piscina pool of worker threads, never on the thread
 * that accepts requests. A worker whose loop a remote holds past WORKER_BLOCKED_DEADLINE_MS, or
 * that runs out of its heap or is ended by a remote's `process.exit`, is replaced; the slot whose
 * code it was running is quarantined on this host and the page rendered again without it.
 *
 * Composed of parts with one job each: the workers' life and recycling (./renderWorkers.ts), the
 * deadlines of the tasks in flight and the queue's shedding (./watchdog.ts), one task through the
 * workers (./runTask.ts), reading what a worker answered (./taskOutcome.ts), a page with its
 * retries (./pageRender.ts) and its service calls (./serviceCalls.ts), the quarantine
 * (./slotQuarantine.ts), their limits (./limits.ts).
 */
export function createRenderThreads(options: RenderPoolOptions): RenderThreads {
  const workers = renderWorkers(options);
  const run = taskRunner(
    workers,
    watchdog({
      taskMs: options.taskDeadlineMs ?? WORKER_TASK_DEADLINE_MS,
      queueMs: options.queueDeadlineMs ?? WORKER_QUEUE_DEADLINE_MS,
    }),
  );

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

  return {
    renderPage: pageRenderer(run, slotQuarantine(), options.log),
    renderSlot,
    keepInStep: (releases) => workers.keepInStep(releases),
    warm: workers.warm,
    get generation() {
      return workers.generation;
    },
    threads: workers.threads,
    close: () => workers.close(),
  };
}
