import fs from 'node:fs';

/**
 * CPU time of one thread of this process, from Linux's /proc: how the document server
 * tells a render worker that is stuck in a remote's code (its thread burns CPU and gives no
 * heartbeat) from one that is only waiting for a core on a busy machine (no heartbeat, no CPU
 * either). Elsewhere it knows nothing, and the watchdog falls back to wall-clock time.
 */

/** Linux's clock ticks per second for /proc's times (USER_HZ, 100 on every mainstream architecture). */
const TICKS_PER_SECOND = 100;

/**
 * Where the calling thread reads itself: the one file of /proc the render process's sandbox lets
 * a thread read (apps/document-server/src/renderProcess/sandbox.ts), its first field the thread's
 * kernel id.
 */
const OWN_STAT = '/proc/thread-self/stat';

/** The calling thread's kernel id, 0 where /proc is not there. */
export function ownThreadId(): number {
  return Number(/^(\d+) /.exec(readFile(OWN_STAT) ?? '')?.[1] ?? 0);
}

/** The calling thread's own CPU milliseconds, undefined where /proc is not there. */
export function ownThreadCpuMs(): number | undefined {
  const stat = readFile(OWN_STAT);
  return stat ? threadCpuMs(0, stat) : undefined;
}

/** Where other threads' CPU comes from when this process may not read /proc/self/task itself. */
let otherThreads: ((threadId: number) => number | undefined) | undefined;

/**
 * In the sandboxed render process, whose threads may read only their own stat: the document
 * server reads its threads' CPU and sends it (apps/document-server/src/renderProcess/), and
 * `source` answers from the latest it sent.
 */
export function readOtherThreadsWith(source: (threadId: number) => number | undefined): void {
  otherThreads = source;
}

/** User plus system CPU milliseconds of one of this process's threads, undefined when unknown. */
export function threadCpuMs(
  threadId: number,
  stat: string | undefined = readStat(threadId),
): number | undefined {
  if (!stat) return threadId > 0 ? otherThreads?.(threadId) : undefined;
  // The command name in parentheses may hold spaces: fields are counted after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return Number.isFinite(utime) && Number.isFinite(stime)
    ? ((utime + stime) * 1000) / TICKS_PER_SECOND
    : undefined;
}

function readStat(threadId: number): string | undefined {
  return threadId > 0 ? readFile(`/proc/self/task/${threadId}/stat`) : undefined;
}

function readFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
