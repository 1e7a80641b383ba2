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
