import { collectedWithin } from './collectedWithin';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('collectedWithin', () => {
  it('waits 1 s at most: what arrived by then, without what came later', async () => {
    let answerLate: () => void = () => undefined;
    const collected = collectedWithin<{ fast?: string; slow?: string }>({}, async (into) => {
      into.fast = 'Kaffee';
      await new Promise<void>((resolve) => {
        answerLate = resolve;
      });
      into.slow = 'late';
    });
    let settled: unknown;
    void collected.then((value) => (settled = value));
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ fast: 'Kaffee' });
    answerLate();
    await Promise.resolve();
    expect(await collected).toEqual({ fast: 'Kaffee' });
  });

  it('answers as soon as everything is in, and leaves no timer behind', async () => {
    const collected = collectedWithin<{ a?: number }>({}, async (into) => {
      into.a = 1;
    });
    expect(await collected).toEqual({ a: 1 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects when the data fails before the wait is over', async () => {
    await expect(
      collectedWithin({}, () => Promise.reject(new Error('footer content down'))),
    ).rejects.toThrow('footer content down');
  });
});
