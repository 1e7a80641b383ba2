import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import {
  REMOTE_NAMES,
  type RemoteEntryIntegrity,
  type RemoteName,
  type RemoteRegistry,
} from '@storefront/contracts';

/** The part of a release's mf-manifest.json that names its remote entry. */
const ManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
});
const sriOf = (bytes: Buffer) =>
  `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;
const RELEASE_ENTRY = /^\/remotes\/([a-z]+)\/([0-9a-f]{12})\/mf-manifest\.json$/;

/**
 * Per registry, each release's remote entry (its served path) and its Subresource Integrity (`sha256-<base64>`), and
 * its manifest's, for the browser to load them with. Read from this host's copy of the release (with
 * the shared store: verified against its hash when copied), once per release: a release never
 * changes. A remote on a local build, or a release not on this host, gets none.
 */
export function remoteEntryIntegrity(
  releaseStoreDir: string,
): (registry: RemoteRegistry) => Partial<Record<RemoteName, RemoteEntryIntegrity>> {
  const known = new Map<string, RemoteEntryIntegrity>();
  const integrityOf = (remote: string, release: string): RemoteEntryIntegrity | undefined => {
    const key = `${remote}/${release}`;
    const cached = known.get(key);
    if (cached) return cached;
    const dir = path.join(releaseStoreDir, 'remotes', remote, release);
    try {
      const manifest = fs.readFileSync(path.join(dir, 'mf-manifest.json'));
      const { remoteEntry } = ManifestSchema.parse(JSON.parse(manifest.toString('utf8'))).metaData;
      const file = path.join(dir, remoteEntry.path, remoteEntry.name);
      if (!file.startsWith(dir + path.sep)) return undefined;
      const integrity = {
        path: `/remotes/${remote}/${release}/${path.relative(dir, file).split(path.sep).join('/')}`,
        integrity: sriOf(fs.readFileSync(file)),
        manifest: sriOf(manifest),
      };
      known.set(key, integrity);
      return integrity;
    } catch {
      return undefined; // not on this host (yet): loaded without, as a local build is
    }
  };
  return (registry) =>
    Object.fromEntries(
      REMOTE_NAMES.flatMap((remote) => {
        const [, name, release] = RELEASE_ENTRY.exec(registry[remote] ?? '') ?? [];
        const integrity = name === remote && release ? integrityOf(remote, release) : undefined;
        return integrity ? [[remote, integrity]] : [];
      }),
    );
}
