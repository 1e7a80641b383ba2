/** @jest-environment node */
import { ownThreadId, threadCpuMs } from './threadCpu';

describe('thread CPU time', () => {
  it('reads utime and stime after a command name that holds spaces and parentheses', () => {
    const stat = '4242 (node (render) x) R 1 4242 4242 0 -1 4194560 100 0 0 0 250 30 0 0 20 0 7 0 1000 0 0';
    expect(threadCpuMs(4242, stat)).toBe(2800);
  });

  it('counts the CPU a busy thread burns', () => {
    const thread = ownThreadId();
    expect(thread).toBeGreaterThan(0);
    const before = threadCpuMs(thread) ?? Number.NaN;
    const until = Date.now() + 200;
    while (Date.now() < until) {
      // Busy on purpose: the thread's CPU time must grow.
    }
    expect((threadCpuMs(thread) ?? Number.NaN) - before).toBeGreaterThanOrEqual(100);
  });

  it('knows nothing of a thread that is not there', () => {
    expect(threadCpuMs(0)).toBeUndefined();
    expect(threadCpuMs(2 ** 30)).toBeUndefined();
  });
});
