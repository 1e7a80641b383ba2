import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@storefront/contracts';

/** How long a release file asked for that this environment could not serve is answered 404 without a second look. */
export const RELEASE_MISS_MEMORY_MS = 60_000;
/** How often the misses are summed up in the log: once a minute, whatever their number. */
export const RELEASE_MISS_LOG_MS = 60_000;

export interface ReleaseFileGateOptions {
  /** This host's copy of the releases (`RELEASE_STORE_DIR`). */
  releaseStoreDir: string;
  /** Whether this environment could serve the release now (fleetRegistry's couldServe). */
  couldServe(remote: RemoteName, release: string): boolean;
  /** Changes whenever the answers of couldServe may have: a remembered miss holds only until then. */
  readings(): number;
  /** Copies the release to this host, verified (the release cache). */
  ensure(remote: RemoteName, release: string): Promise<void>;
  /** One request for a release this environment could not serve, counted. */
  onMiss(remote: RemoteName): void;
  warn(message: string): void;
  now?: () => number;
}

/**
 * Which release files a host fetches from the store when a request asks for one it lacks: only
 * releases this environment could serve (live, canary, live within the grace period). Anything
 * else (a made-up id, another environment's release, a pruned one) is answered as missing without
 * a query, remembered for a minute (or until the registry is read again), counted, and summed up in
 * the log once a minute, so a scanner costs neither the store nor the log.
 */
export function releaseFileGate(options: ReleaseFileGateOptions) {
  const now = options.now ?? Date.now;
  const remembered = new Map<string, { until: number; reading: number }>();
  let missesSinceLog = 0;
  let lastLog = 0;
  const miss = (remote: RemoteName, key: string) => {
    options.onMiss(remote);
    missesSinceLog += 1;
    if (now() - lastLog >= RELEASE_MISS_LOG_MS) {
      options.warn(
        `${missesSinceLog} request(s) for release files this environment does not serve (last: ${key}) answered as missing since the last report.`,
      );
      lastLog = now();
      missesSinceLog = 0;
    }
  };
  return async (remote: RemoteName, release: string): Promise<void> => {
    const key = `${remote}/${release}`;
    if (fs.existsSync(path.join(options.releaseStoreDir, 'remotes', remote, release))) return;
    const memory = remembered.get(key);
    if (memory && memory.until > now() && memory.reading === options.readings())
      return miss(remote, key);
    remembered.delete(key);
    if (!options.couldServe(remote, release)) {
      if (remembered.size > 10_000) remembered.clear(); // a scanner's ids never fill the memory
      remembered.set(key, { until: now() + RELEASE_MISS_MEMORY_MS, reading: options.readings() });
      return miss(remote, key);
    }
    await options.ensure(remote, release);
  };
}
