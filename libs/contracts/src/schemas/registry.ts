import * as z from '../zod';

export const REMOTE_NAMES = [
  'navigation',
  'search',
  'cart',
  'newsletter',
  'footer',
  'preview',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where each remote's mf-manifest.json lives. Read at run time; never compiled into the shell. */
export const RemoteRegistrySchema = z.partialRecord(
  z.enum(REMOTE_NAMES),
  z.string().check(z.minLength(1)),
);
export type RemoteRegistry = z.infer<typeof RemoteRegistrySchema>;

/**
 * The release a registry entry loads: the id in `/remotes/<name>/<id>/mf-manifest.json`, else
 * `local` (the storefront's own build). What beacons, metrics and the served releases call it.
 */
export const releaseIdOfEntry = (entry: string | undefined): string =>
  (entry && /\/remotes\/[a-z]+\/([0-9a-f]{12})\//.exec(entry)?.[1]) || 'local';
