import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@storefront/contracts';
import { folderStore, releaseStoreDir, type PublishedRelease } from '@storefront/releases';

/** Where the releases staff may preview come from, and how one of them reaches this host's disk. */
export interface ReleasePreviewSource {
  /** The remote's published releases, newest first. */
  releases(remote: RemoteName): Promise<PublishedRelease[]>;
  /**
   * Makes the release's files this host's, as a deploy would (in a fleet: copied from the store and
   * verified against the release service's signature); throws when it cannot.
   */
  ensure(remote: RemoteName, release: string): Promise<void>;
}

/** The embedded default: the folder store is this host's own disk, so there is nothing to copy. */
export function folderPreviewSource(env: NodeJS.ProcessEnv = process.env): ReleasePreviewSource {
  const store = folderStore(env);
  return {
    releases: (remote) => store.releases(remote),
    async ensure(remote, release) {
      if (!fs.existsSync(path.join(releaseStoreDir(env), 'remotes', remote, release)))
        throw new Error(`${remote} has no release ${release} in the store.`);
    },
  };
}
