/** @jest-environment node */
import { ownThreadCpuMs, ownThreadId, readOtherThreadsWith, threadCpuMs } from './threadCpu';

describe('thread CPU time', () => {
  it('reads utime and stime after a command name that holds spaces and parentheses', () => {
    const stat =
      '4242 (node (render) x) R 1 4242 4242 0 -1 4194560 100 0 0 0 250 30 0 0 20 0 7 0 1000 0 0';
    expect(threadCpuMs(4242, stat)).toBe(2800);
  });

  it('counts the CPU a busy thread burns, and never more than its whole process', () => {
    const thread = ownThreadId();
    expect(thread).toBeGreaterThan(0);
    const before = threadCpuMs(thread) ?? Number.NaN;
    const processBefore = process.cpuUsage();
    const threadBurnt = () => (threadCpuMs(thread) ?? Number.NaN) - before;
    // Busy on purpose until this thread is counted 150 ms (not until the process has burnt some:
    // the process's other threads, a collector or a compiler, may take a share of it), with a
    // wall-clock cap so a reading that never grows fails instead of hanging.
    const cap = Date.now() + 20_000;
    while (!(threadBurnt() >= 150) && Date.now() < cap) {
      for (let spin = 0; spin < 100_000; spin++) {
        // spinning between two readings
      }
    }
    const processUsed = process.cpuUsage(processBefore);
    expect(threadBurnt()).toBeGreaterThanOrEqual(150);
    // The thread's own time: never more than the whole process's (/proc counts in 10 ms ticks).
    expect(threadBurnt()).toBeLessThanOrEqual((processUsed.user + processUsed.system) / 1000 + 20);
  });

  it('reads the calling thread from its own stat, the one file the sandbox leaves it', () => {
    const own = ownThreadCpuMs() ?? Number.NaN;
    expect(Math.abs((threadCpuMs(ownThreadId()) ?? Number.NaN) - own)).toBeLessThanOrEqual(20);
  });

  it('asks the installed source for a thread it cannot read itself (the sandboxed render process)', () => {
    readOtherThreadsWith((thread) => (thread === 2 ** 30 ? 1234 : undefined));
    try {
      expect(threadCpuMs(2 ** 30)).toBe(1234);
      expect(threadCpuMs(2 ** 30 + 1)).toBeUndefined();
    } finally {
      readOtherThreadsWith(() => undefined);
    }
  });

  it('knows nothing of a thread that is not there', () => {
    expect(threadCpuMs(0)).toBeUndefined();
    expect(threadCpuMs(2 ** 30)).toBeUndefined();
  });
});
