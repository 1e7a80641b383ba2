import crypto from 'node:crypto';
import type { ReleaseFiles, ReleaseId } from './types';

/** A file's address in a content-addressed store: its SHA-256, hex. */
export const fileHash = (bytes: Buffer): string =>
  crypto.createHash('sha256').update(bytes).digest('hex');

/** A release's manifest: its paths, sorted, each with its file's hash. */
export function releaseManifest(files: ReleaseFiles): [string, string][] {
  return [...files.entries()]
    .map(([file, bytes]): [string, string] => [file, fileHash(bytes)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A release id from its manifest (paths sorted, with their hashes): what a host re-derives to check one. */
export function releaseIdOfManifest(manifest: readonly (readonly [string, string])[]): ReleaseId {
  const hash = crypto.createHash('sha256');
  for (const [file, sha] of manifest) hash.update(file).update('\0').update(sha).update('\n');
  return hash.digest('hex').slice(0, 12);
}

/** A release id from its files: the same build is the same release, in every store. */
export function releaseIdOf(files: ReleaseFiles): ReleaseId {
  return releaseIdOfManifest(releaseManifest(files));
}

/** Release ids are this: a typo or a path never reaches a store. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;
