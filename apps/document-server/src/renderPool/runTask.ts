import { markUnwanted, type RenderTask } from '@storefront/shell';
import type { RenderWorkers } from './renderWorkers';
import { TaskLost, workerEnded } from './taskOutcome';
import type { Watchdog, Watched } from './watchdog';

/**
 * One task through the workers: its answer, unread; TaskLost when the worker was lost under it or
 * the page stopped waiting. `ended` runs once the worker is done with the task, also after the
 * page stopped waiting.
 */
export type RunTask = (
  task: RenderTask,
  transferList?: Transferable[],
  ended?: () => void,
) => Promise<unknown>;

/** Hands each task to the workers under the watchdog's deadlines, watched until its worker is done with it. */
export function taskRunner(workers: Pick<RenderWorkers, 'run'>, watch: Watchdog): RunTask {
  return async (task, transferList = [], ended = () => undefined) => {
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
    const running = workers.run(task, { signal: controller.signal, transferList }).finally(() => {
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
      throw workerEnded(error, task);
    }
  };
}
