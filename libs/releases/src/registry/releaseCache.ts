import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@storefront/contracts';
import type { ReleaseId, ReleaseStore } from '../store/types';
import { fileHash, RELEASE_ID } from '../store/releaseId';
import type { ReleaseVerifier } from '../store/releaseSignature';

/** A release file whose bytes are not the ones its manifest names: never served, never run. */
export class TamperedReleaseError extends Error {}

export interface ReleaseCache {
  /**
   * Makes sure `<dir>/remotes/<remote>/<release>/` holds the release, every file verified against its
   * SHA-256, fetching it from the store when it does not. Rejects when the store
   * has no such release or a file does not match its hash; nothing is then left on disk.
   */
  ensure(remote: RemoteName, release: ReleaseId): Promise<void>;
}

/**
 * This process's own copy of the releases it serves, on its own disk: the folder the document
 * server's static routes and the server render already read (`RELEASE_STORE_DIR`), filled from the
 * shared store. A release is immutable, so a complete copy (renamed into place only once every
 * file is verified) is never fetched again, also not by the next process on this host.
 */
export function releaseCache(
  store: ReleaseStore,
  dir: string,
  verifier?: ReleaseVerifier,
): ReleaseCache {
  const copying = new Map<string, Promise<void>>();
  const copy = async (remote: RemoteName, release: ReleaseId) => {
    const target = path.join(dir, 'remotes', remote, release);
    if (fs.existsSync(target)) return;
    const manifest = await store.manifest(remote, release);
    if (!manifest) throw new Error(`${remote} has no release ${release} in ${store.description}`);
    // Before a byte is copied: the manifest must be the one the id was made from, signed by the
    // release service (store/releaseSignature.ts).
    const refusal = verifier?.refusal(
      remote,
      release,
      manifest,
      await store.signature(remote, release),
    );
    if (refusal) throw new TamperedReleaseError(refusal);
    const temporary = `${target}.partial-${process.pid}-${crypto.randomUUID()}`;
    try {
      for (const [file, hash] of manifest) {
        const full = path.join(temporary, file);
        if (!full.startsWith(temporary + path.sep))
          throw new TamperedReleaseError(
            `${remote} release ${release} names a file outside itself: ${file}`,
          );
        const bytes = await store.file(remote, release, file);
        if (!bytes || fileHash(bytes) !== hash)
          throw new TamperedReleaseError(
            `${remote} release ${release}: ${file} does not match its SHA-256 ${hash}; the release is refused`,
          );
        await fs.promises.mkdir(path.dirname(full), { recursive: true });
        await fs.promises.writeFile(full, bytes);
      }
      await fs.promises.rename(temporary, target).catch((error: unknown) => {
        // Another process on this host copied it first: the same verified bytes.
        if (!fs.existsSync(target)) throw error;
      });
    } finally {
      await fs.promises.rm(temporary, { recursive: true, force: true });
    }
  };
  return {
    ensure(remote, release) {
      if (!RELEASE_ID.test(release))
        return Promise.reject(new Error(`${release} is no release id`));
      const key = `${remote}/${release}`;
      let running = copying.get(key);
      if (!running) {
        running = copy(remote, release);
        copying.set(key, running);
        // A failure is asked again next time (a store hiccup); a success is on disk for good.
        void running.then(
          () => copying.delete(key),
          () => copying.delete(key),
        );
      }
      return running;
    },
  };
}
