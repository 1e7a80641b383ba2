/** @jest-environment node */
import { ownThreadId, threadCpuMs } from './threadCpu';

describe('thread CPU time', () => {
  it('reads utime and stime after a command name that holds spaces and parentheses', () => {
    const stat =
      '4242 (node (render) x) R 1 4242 4242 0 -1 4194560 100 0 0 0 250 30 0 0 20 0 7 0 1000 0 0';
    expect(threadCpuMs(4242, stat)).toBe(2800);
  });

  it('counts the CPU a busy thread burns', () => {
    const thread = ownThreadId();
    expect(thread).toBeGreaterThan(0);
    const before = threadCpuMs(thread) ?? Number.NaN;
    // Busy on purpose until the process has burnt 200 ms of CPU (not 200 ms of wall time: on a loaded
    // machine the thread may wait for a core), with a wall-clock cap so the test cannot hang.
    const start = process.cpuUsage();
    const cap = Date.now() + 20_000;
    const burnt = () => {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    while (burnt() < 200 && Date.now() < cap) {
      // spinning
    }
    // This thread did nearly all of it (the process's other threads are idle); /proc counts in 10 ms ticks.
    expect((threadCpuMs(thread) ?? Number.NaN) - before).toBeGreaterThanOrEqual(150);
  });

  it('knows nothing of a thread that is not there', () => {
    expect(threadCpuMs(0)).toBeUndefined();
    expect(threadCpuMs(2 ** 30)).toBeUndefined();
  });
});
