import { isHttpError } from '@storefront/platform';
import { RETRY_FROM_STATUS, SUGGESTION_RETRIES, SUGGESTION_RETRY_DELAY_MS } from './constants';

export interface RetryPolicy {
  retries: number;
  delayMs: number;
  shouldRetry: (error: unknown) => boolean;
}

/** Only an answer with status 400 or higher is retried (spec section 7); network errors are not. */
export const isRetryableStatus = (error: unknown): boolean =>
  isHttpError(error) && error.kind === 'status' && (error.status ?? 0) >= RETRY_FROM_STATUS;

export const SUGGESTION_RETRY_POLICY: RetryPolicy = {
  retries: SUGGESTION_RETRIES,
  delayMs: SUGGESTION_RETRY_DELAY_MS,
  shouldRetry: isRetryableStatus,
};

class AbortedError extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'AbortError';
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new AbortedError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt`, and again after `delayMs` while the policy allows, stopping at once on abort. */
export async function withRetries<T>(
  attempt: (signal?: AbortSignal) => Promise<T>,
  policy: RetryPolicy = SUGGESTION_RETRY_POLICY,
  signal?: AbortSignal,
  /** Called when an attempt failed and a retry is coming. */
  onRetry?: (error: unknown) => void,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt(signal);
    } catch (error) {
      if (signal?.aborted || retry >= policy.retries || !policy.shouldRetry(error)) throw error;
      onRetry?.(error);
      await wait(policy.delayMs, signal);
    }
  }
}
