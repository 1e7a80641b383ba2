import { MessageChannel } from 'node:worker_threads';
import type { RemoteName, ServerRequestContext } from '@storefront/contracts';
import {
  createProgressBuffer,
  PageTaskOutcomeSchema,
  readProgress,
  serverRenderedSlots,
  type PageTask,
  type PageTaskResult,
  type ReleaseLocations,
  type SlotKey,
} from '@storefront/shell';
import { PAGE_RENDER_ATTEMPTS, WORKER_TASK_DEADLINE_MS } from './limits';
import type { RenderPoolLog } from './renderWorkers';
import type { RunTask } from './runTask';
import { answerServiceCalls } from './serviceCalls';
import type { SlotQuarantine } from './slotQuarantine';
import { readOutcome, TaskFailed, TaskLost, valueOf } from './taskOutcome';

export interface PagePoolInput {
  state: PageTask['state'];
  nonce: string;
  context: Omit<ServerRequestContext, 'fetchService'>;
  fetchService: ServerRequestContext['fetchService'];
  releases: ReleaseLocations;
}

/** A page as the pool hands it to the document server: its whole state, the body's markup as bytes ready for the socket. */
export type RenderedPoolPage = Omit<PageTaskResult, 'html' | 'state'> & {
  state: PageTask['state'];
  html: Buffer;
};

/**
 * A page through the workers: its quarantined slots skipped, its service calls answered over the
 * task's port, and, when a slot's code cost its worker, that slot quarantined on this host and
 * the page rendered again at once without it (up to PAGE_RENDER_ATTEMPTS); a worker held with no
 * slot to blame costs one more try on a fresh worker. Rejects when not even the shell rendered.
 */
export function pageRenderer(
  run: RunTask,
  quarantine: SlotQuarantine,
  log: RenderPoolLog | undefined,
): (input: PagePoolInput) => Promise<RenderedPoolPage> {
  function quarantineSlot(slot: SlotKey, releases: ReleaseLocations, lost: TaskLost): void {
    const release = releases[slot.split('/')[0] as RemoteName];
    if (!release) return;
    quarantine.add(slot, release.manifestUrl);
    log?.warn(
      { slot, release: release.manifestUrl, loss: lost.loss },
      `render worker lost in ${slot}'s code (${lost.message}); the slot renders its fallback on this host for a while`,
    );
  }

  return async function renderPage(input) {
    const slots = serverRenderedSlots(input.state);
    const lostSlots: PageTaskResult['problems'] = [];
    /** A slot whose code cost its worker: the time from its task's start to the loss (the retry skips it in no time). */
    const lostSlotDurationsMs: PageTaskResult['slotDurationsMs'] = {};
    let heldWithoutBlame = false;
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
        if (!(error instanceof TaskLost) || attempt >= PAGE_RENDER_ATTEMPTS) throw error;
        if (!error.slot) {
          // A worker held with no slot to blame: once more on a fresh worker, then the frame.
          if (!error.workerHeld || heldWithoutBlame) throw error;
          heldWithoutBlame = true;
          log?.warn(
            { loss: error.loss },
            `render worker lost with no slot to blame (${error.message}); the page is rendered again on a fresh worker`,
          );
          continue;
        }
        quarantineSlot(error.slot, input.releases, error);
        lostSlots.push({ slot: error.slot, stage: error.loss, message: error.message });
        // The slot's own time from when its worker took the page, not the page's wait in the queue.
        lostSlotDurationsMs[error.slot] = Math.max(
          0,
          readProgress(task.progress, task.startedAt).runningForMs,
        );
      }
    }
  };
}
