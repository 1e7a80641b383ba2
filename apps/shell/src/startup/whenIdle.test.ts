import { firstIdle, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    // @ts-expect-error -- jsdom has no requestIdleCallback; the tests that add one take it away again.
    delete window.requestIdleCallback;
    // @ts-expect-error -- as above
    delete window.cancelIdleCallback;
  });

  it('asks the browser for its first idle moment, with a deadline of 2 s for a page that is never idle', () => {
    const requestIdleCallback = jest.fn(
      (_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7,
    );
    window.requestIdleCallback = requestIdleCallback;
    const callback = jest.fn();
    whenIdle(callback);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(callback).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the browser is idle', () => {
    window.requestIdleCallback = jest.fn(() => 7);
    const cancelIdleCallback = jest.fn();
    window.cancelIdleCallback = cancelIdleCallback;
    whenIdle(jest.fn())();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs in the next task where the browser has no requestIdleCallback', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('firstIdle resolves then, and never once its signal is aborted', async () => {
    jest.useFakeTimers();
    const done = new AbortController();
    const aborted = jest.fn();
    void firstIdle(done.signal).then(aborted);
    done.abort();
    const resolved = jest.fn();
    void firstIdle().then(resolved);
    await jest.advanceTimersByTimeAsync(10);
    expect(resolved).toHaveBeenCalled();
    expect(aborted).not.toHaveBeenCalled();
  });
});
