import type pg from 'pg';
import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import { TamperedReleaseError, type ReleaseCache } from '../registry/releaseCache';
import { entryOfRelease } from '../store/folderStore';

/** What one storefront process does to be ready for a release before the registry switches to it. */
export type PrepareRelease = (remote: RemoteName, manifestUrl: string) => Promise<void>;

/** How many requests a host remembers having answered: far more than deploys in flight at once. */
const ANSWERED_KEPT = 100;

/** What a deploy's NOTIFY on PREPARE_CHANNEL says (prepareOnLiveHosts.ts): checked, as everything crossing a boundary. */
export const PrepareRequestSchema = z.object({
  request: z.string(),
  environment: z.string(),
  remote: z.enum(REMOTE_NAMES),
  release: z.string(),
});
export type PrepareRequest = z.infer<typeof PrepareRequestSchema>;

/**
 * Answers a deploy's request to prepare a release: copies it to this host (verified), then runs
 * `prepare` (load the server container, one test render per slot), and writes the outcome into
 * `fleet_prepared` for the deploy to read. Never throws: a failure is the answer, marked as this
 * host's own fault when the copy failed for any reason but the release's (its disk, a broken read:
 * the deploy then goes on without it, fleetRegistry's `behind` takes it out of rotation); a release
 * refused as tampered or a failed test render would fail on every host alike.
 */
export function prepareAnswerer(
  pool: pg.Pool,
  host: string,
  environment: string,
  cache: ReleaseCache,
  prepare: () => PrepareRelease | undefined,
  warn: (message: string) => void,
): (payload: unknown) => void {
  // A deploy asks again when a host joins and while hosts have not answered; a host answers each
  // request once (an answer that could not be written does not count).
  const answered = new Set<string>();
  return (payload) => {
    const parsed = PrepareRequestSchema.safeParse(payload);
    if (!parsed.success)
      return warn(`A prepare request that is none was ignored: ${JSON.stringify(payload)}`);
    const { request, remote, release } = parsed.data;
    const prepareRelease = prepare();
    // Not ready to prepare yet (still starting): no heartbeat either, so the deploy does not wait for it.
    if (parsed.data.environment !== environment || !prepareRelease || answered.has(request)) return;
    answered.add(request);
    if (answered.size > ANSWERED_KEPT) answered.delete(answered.values().next().value ?? '');
    void (async () => {
      let error: string | null = null;
      let hostFault = false;
      const failed = (failure: unknown) =>
        failure instanceof Error ? failure.message : String(failure);
      try {
        await cache.ensure(remote, release);
      } catch (failure) {
        error = failed(failure);
        hostFault = !(failure instanceof TamperedReleaseError);
      }
      if (error === null)
        await prepareRelease(remote, entryOfRelease(remote, release)).catch((failure: unknown) => {
          error = failed(failure);
        });
      await pool
        .query(
          'INSERT INTO fleet_prepared (request, host, error, host_fault) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [request, host, error, hostFault],
        )
        .catch((failure: unknown) => {
          // Not answered after all (the store's connection lost meanwhile): the deploy asks again
          // every PREPARE_ASK_AGAIN_MS, and then this host prepares and answers once more.
          answered.delete(request);
          warn(`The answer to prepare request ${request} was not written: ${String(failure)}`);
        });
    })();
  };
}
