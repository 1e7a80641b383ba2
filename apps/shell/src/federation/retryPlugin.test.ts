import { fetchWithRetry, REMOTE_RETRY_DELAY_MS, retryPlugin } from './retryPlugin';

const response = (status: number) => ({ status }) as Response;

afterEach(() => jest.useRealTimers());

describe('fetchWithRetry', () => {
  it('asks once more, after the pause, when the server erred', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValueOnce(response(503))
      .mockResolvedValueOnce(response(200));
    const result = fetchWithRetry('/remotes/cart/mf-manifest.json', {}, fetchImpl);
    await jest.advanceTimersByTimeAsync(REMOTE_RETRY_DELAY_MS - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(response(200));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('asks once more when the network failed', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(response(200));
    await expect(fetchWithRetry('/m.json', {}, fetchImpl, 0)).resolves.toEqual(response(200));
  });

  it('takes a 404 as the answer: gone is gone', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue(response(404));
    await expect(fetchWithRetry('/m.json', {}, fetchImpl, 0)).resolves.toEqual(response(404));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries only once: the second failure is final', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('/m.json', {}, fetchImpl, 0)).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('retryPlugin', () => {
  type LoadEntryErrorArgs = Parameters<
    NonNullable<ReturnType<typeof retryPlugin>['loadEntryError']>
  >[0];

  it('loads a failed remote entry once more, after the pause, without waiting on the failed load', async () => {
    jest.useFakeTimers();
    const exports = { init: jest.fn(), get: jest.fn() };
    const globalLoading: Record<string, Promise<void> | undefined> = {
      'storefront_cart:entry': new Promise<void>(() => undefined),
    };
    const getRemoteEntry = jest.fn(async () => {
      // The failed load must be forgotten before the retry looks for a load in flight.
      expect(globalLoading['storefront_cart:entry']).toBeUndefined();
      return exports;
    });
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'storefront_cart' },
      globalLoading,
      uniqueKey: 'storefront_cart:entry',
    } as unknown as LoadEntryErrorArgs;
    const result = retryPlugin().loadEntryError?.(args);
    await jest.advanceTimersByTimeAsync(REMOTE_RETRY_DELAY_MS - 1);
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledWith({
      origin: {},
      remoteInfo: { name: 'storefront_cart' },
      remoteEntryExports: undefined,
    });
  });

  it('passes the retry’s own failure on, so the slot shows its fallback', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: {},
      globalLoading: {},
      uniqueKey: 'k',
    } as unknown as LoadEntryErrorArgs;
    await expect(retryPlugin(0).loadEntryError?.(args)).rejects.toThrow('RUNTIME-008');
  });

  it('retries manifest fetches through its fetch hook', async () => {
    // jsdom has no fetch; the browser's is read when the hook runs.
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(response(500))
      .mockResolvedValueOnce(response(200));
    Object.assign(globalThis, { fetch: fetchMock });
    try {
      await expect(retryPlugin(0).fetch?.('/remotes/footer/mf-manifest.json', {})).resolves.toEqual(
        response(200),
      );
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(globalThis, 'fetch');
    }
  });

  it('fetches a manifest with the integrity the page holds for it', async () => {
    const fetchMock = jest.fn().mockResolvedValue(response(200));
    Object.assign(globalThis, { fetch: fetchMock });
    try {
      const integrityOf = (url: string) =>
        url.includes('/footer/') ? 'sha256-manifest=' : undefined;
      await retryPlugin(0, integrityOf).fetch?.(
        '/remotes/footer/3f2a9c0d1e4b/mf-manifest.json',
        {},
      );
      await retryPlugin(0, integrityOf).fetch?.('/remotes/cart/mf-manifest.json', {});
      expect(fetchMock.mock.calls).toEqual([
        ['/remotes/footer/3f2a9c0d1e4b/mf-manifest.json', { integrity: 'sha256-manifest=' }],
        ['/remotes/cart/mf-manifest.json', {}],
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, 'fetch');
    }
  });
});
