import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import { RELEASE_ID } from '../store/releaseId';

/** How often a fleet host looks for release copies to evict: a disk fills in days, not minutes. */
export const EVICT_EVERY_MS = 10 * 60_000;

export interface EvictOptions {
  /** This host's copy of the releases (`RELEASE_STORE_DIR` of a fleet host: never the store itself). */
  dir: string;
  /** Whether the environment could serve the release now: live, a canary, or live within the grace period. */
  couldServe(remote: RemoteName, release: string): boolean;
  /** When this process last served a file of the release, if it did. */
  lastUsed(remote: RemoteName, release: string): number | undefined;
  now: number;
  graceMs: number;
}

/**
 * Removes this host's copies of releases the environment no longer serves and no page asked a file
 * of within the grace period (docs/architecture/releases.md, "Prune grace"): what neither the
 * registry nor an open tab needs. A copy's own time (when it was made) counts as a use, so a host
 * that just started keeps what it copied before. A copy being made (`.partial-…`) is never
 * touched. A release evicted and asked for again is copied from the store while it is there (the
 * release file gate). Returns the evicted `remote/release`s.
 */
export async function evictUnusedCopies(options: EvictOptions): Promise<string[]> {
  const evicted: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const folder = path.join(options.dir, 'remotes', remote);
    const releases = await fs.promises.readdir(folder).catch(() => [] as string[]);
    for (const release of releases) {
      if (!RELEASE_ID.test(release) || options.couldServe(remote, release)) continue;
      const copy = path.join(folder, release);
      const made = (await fs.promises.stat(copy).catch(() => undefined))?.mtimeMs ?? 0;
      const used = Math.max(made, options.lastUsed(remote, release) ?? 0);
      if (options.now - used <= options.graceMs) continue;
      await fs.promises.rm(copy, { recursive: true, force: true });
      evicted.push(`${remote}/${release}`);
    }
  }
  return evicted;
}
