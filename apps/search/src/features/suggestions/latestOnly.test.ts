import { LatestOnly } from './latestOnly';
import { deferred } from '../../../../../tools/jest/deferred';

it('a late answer for an older term never replaces the newer one, and the older request is aborted', async () => {
  const latest = new LatestOnly<string>();
  const first = deferred<string>();
  const second = deferred<string>();
  const signals: AbortSignal[] = [];
  const results: string[] = [];
  latest.run(
    (signal) => (signals.push(signal), first.promise),
    (value) => results.push(value),
  );
  latest.run(
    (signal) => (signals.push(signal), second.promise),
    (value) => results.push(value),
  );
  expect(signals[0]!.aborted).toBe(true);
  expect(signals[1]!.aborted).toBe(false);
  second.resolve('kaf');
  await second.promise;
  first.resolve('ka'); // the server answered the cancelled request anyway, and later
  await first.promise;
  await Promise.resolve();
  expect(results).toEqual(['kaf']);
});

it('drops errors of outdated tasks and reports those of the newest', async () => {
  const latest = new LatestOnly<string>();
  const errors: unknown[] = [];
  const old = deferred<string>();
  latest.run(
    () => old.promise,
    () => {},
    (error) => errors.push(error),
  );
  latest.run(
    () => Promise.reject(new Error('new')),
    () => {},
    (error) => errors.push(error),
  );
  old.reject(new Error('old'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(errors).toEqual([new Error('new')]);
});

it('cancel drops the running task', async () => {
  const latest = new LatestOnly<string>();
  const results: string[] = [];
  let signal: AbortSignal | undefined;
  latest.run(
    (s) => ((signal = s), Promise.resolve('x')),
    (value) => results.push(value),
  );
  latest.cancel();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(signal?.aborted).toBe(true);
  expect(results).toEqual([]);
});
