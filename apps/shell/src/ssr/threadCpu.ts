import fs from 'node:fs';

/**
 * CPU time of one thread of this process, from Linux's /proc: how the document server
 * tells a render worker that is stuck in a remote's code (its thread burns CPU and gives no
 * heartbeat) from one that is only waiting for a core on a busy machine (no heartbeat, no CPU
 * either). Elsewhere it knows nothing, and the watchdog falls back to wall-clock time.
 */

/** Linux's clock ticks per second for /proc's times (USER_HZ, 100 on every mainstream architecture). */
const TICKS_PER_SECOND = 100;

/** The calling thread's kernel id, 0 where /proc is not there. */
export function ownThreadId(): number {
  try {
    return Number(/\/task\/(\d+)$/.exec(fs.readlinkSync('/proc/thread-self'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** User plus system CPU milliseconds of one of this process's threads, undefined when unknown. */
export function threadCpuMs(
  threadId: number,
  stat: string | undefined = readStat(threadId),
): number | undefined {
  if (!stat) return undefined;
  // The command name in parentheses may hold spaces: fields are counted after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return Number.isFinite(utime) && Number.isFinite(stime)
    ? ((utime + stime) * 1000) / TICKS_PER_SECOND
    : undefined;
}

function readStat(threadId: number): string | undefined {
  if (threadId <= 0) return undefined;
  try {
    return fs.readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  } catch {
    return undefined;
  }
}
