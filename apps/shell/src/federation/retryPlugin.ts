import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote's manifest or entry that fails once (a deploy swapping files, a dropped connection) is
 * asked once more after this pause. One retry, short: the slot's deadline (SLOT_LOAD_DEADLINE_MS)
 * still bounds the whole load, so a retry never delays a fallback.
 */
export const REMOTE_RETRY_DELAY_MS = 250;

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Worth asking again: the network failed or the server erred. A 404 is an answer, not a hiccup. */
const isTransient = (response: Response) => response.status >= 500;

/** fetch with one retry on a network failure or a 5xx answer; the second outcome is final. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch = fetch,
  delayMs = REMOTE_RETRY_DELAY_MS,
): Promise<Response> {
  try {
    const response = await fetchImpl(url, init);
    if (!isTransient(response)) return response;
  } catch {
    // retried below
  }
  await wait(delayMs);
  return fetchImpl(url, init);
}

/**
 * The federation runtime's error hooks, used for a retry: `fetch` loads manifests (the runtime's
 * only fetch in the browser), `loadEntryError` fires when a remote entry script failed to load
 * (RUNTIME-008, not when it loaded and threw). Anything still failing rejects `loadRemote`, and the
 * slot shows its fallback.
 */
export function retryPlugin(
  delayMs = REMOTE_RETRY_DELAY_MS,
  integrityOf: (url: string) => string | undefined = () => undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-retry',
    // A release's manifest is fetched with its integrity (integrityPlugin.ts): bytes changed on
    // the way are refused by the browser, and the slot falls back.
    fetch: (url, init) => {
      const integrity = integrityOf(url);
      return fetchWithRetry(url, integrity ? { ...init, integrity } : init, fetch, delayMs);
    },
    loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      const retried = wait(delayMs).then(async () => {
        // The failed load is still registered under this key; the retry would otherwise wait on it.
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      });
      // The hook's declared type nests a promise in the promise; the runtime awaits what it gets.
      return retried as unknown as ReturnType<LoadEntryError>;
    },
  };
}
