import { HttpError } from '@storefront/platform';
import { SUGGESTION_RETRIES, SUGGESTION_RETRY_DELAY_MS } from './constants';
import { SUGGESTION_RETRY_POLICY, withRetries } from './retry';

const status = (code: number) => new HttpError('status', `The server answered ${code}.`, code);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** An attempt function that fails with the given errors in turn, then answers 'ok'; logs start times. */
function attempts(...failures: unknown[]) {
  const startedAt: number[] = [];
  const attempt = jest.fn(async () => {
    startedAt.push(Date.now());
    const failure = failures.shift();
    if (failure) throw failure;
    return 'ok';
  });
  return { attempt, startedAt };
}

it('uses the spec’s numbers: 4 retries, 2 s apart', () => {
  // HSC-9-12: the spec's 4 retries at 2 s.
  expect(SUGGESTION_RETRIES).toBe(4);
  expect(SUGGESTION_RETRY_DELAY_MS).toBe(2000);
});

it('retries a status >= 400 every 2 s and resolves with the first success', async () => {
  const { attempt, startedAt } = attempts(status(500), status(400));
  const start = Date.now();
  const onRetry = jest.fn();
  const result = withRetries(attempt, SUGGESTION_RETRY_POLICY, undefined, onRetry);
  await jest.advanceTimersByTimeAsync(SUGGESTION_RETRY_DELAY_MS - 1);
  expect(attempt).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(attempt).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(SUGGESTION_RETRY_DELAY_MS);
  await expect(result).resolves.toBe('ok');
  expect(onRetry).toHaveBeenCalledTimes(2);
  // HSC-7-7: a status of 400 or higher is retried, 2 s apart.
  expect(startedAt.map((time) => time - start)).toEqual([0, 2000, 4000]);
});

it('gives up after the 4th retry with the last error', async () => {
  const { attempt } = attempts(
    status(500),
    status(502),
    status(503),
    status(504),
    status(429),
    status(500),
  );
  const result = withRetries(attempt);
  const settled = expect(result).rejects.toMatchObject({ status: 429 });
  await jest.advanceTimersByTimeAsync(SUGGESTION_RETRIES * SUGGESTION_RETRY_DELAY_MS);
  await settled;
  // HSC-7-7 / HSC-9-12: retried up to 4 times, then it gives up.
  expect(attempt).toHaveBeenCalledTimes(1 + 4);
});

it.each([
  // HSC-7-7: below 400 (and without a status) nothing is retried.
  ['a 399 status', new HttpError('status', 'x', 399)],
  ['a network error', new HttpError('network', 'offline')],
  ['an invalid body', new HttpError('invalid-response', 'bad', 200)],
  ['a plain error', new Error('bug')],
])('does not retry %s', async (_what, error) => {
  const { attempt } = attempts(error);
  await expect(withRetries(attempt, SUGGESTION_RETRY_POLICY)).rejects.toBe(error);
  expect(attempt).toHaveBeenCalledTimes(1);
});

it('stops waiting at once when aborted', async () => {
  const controller = new AbortController();
  const { attempt } = attempts(status(500));
  const result = withRetries(attempt, SUGGESTION_RETRY_POLICY, controller.signal);
  const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
  await jest.advanceTimersByTimeAsync(500);
  controller.abort();
  await settled;
  await jest.advanceTimersByTimeAsync(10 * SUGGESTION_RETRY_DELAY_MS);
  expect(attempt).toHaveBeenCalledTimes(1);
});
