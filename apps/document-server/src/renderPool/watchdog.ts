import { readProgress } from '@storefront/shell';
import {
  WATCHDOG_INTERVAL_MS,
  WORKER_BLOCKED_CPU_MS,
  WORKER_BLOCKED_DEADLINE_MS,
  WORKER_TASK_ABANDON_MS,
} from './limits';
import { TaskLost } from './taskOutcome';

/** A task in flight as the watchdog sees it. */
export interface Watched {
  startedAt: number;
  progress: SharedArrayBuffer;
  /** Ends the task in its worker by terminating it. */
  abort(reason: TaskLost): void;
  /** The page stops waiting; a worker skips the task if it has not started it, else finishes it, and its answer is dropped. */
  giveUp(reason: TaskLost): void;
  givenUp: boolean;
}

/** Watches a task from when it is handed to the workers until its worker is done with it. */
export interface Watchdog {
  add(task: Watched): void;
  delete(task: Watched): void;
}

/**
 * The deadlines of every task in flight, on one interval: a page that waited past its queue
 * deadline is given up (the host sheds server renders, never requests); a worker whose loop a
 * remote's code holds, burning CPU, is aborted with the slot blamed; a task past its deadline is
 * given up without blame, and one past the abandon deadline has its worker terminated.
 */
export function watchdog(deadlines: { taskMs: number; queueMs: number }): Watchdog {
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
            true,
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
