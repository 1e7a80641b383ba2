import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('ends the task: what the browser queued before (a paint, a tap) runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
