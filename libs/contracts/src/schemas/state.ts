import * as z from 'zod/mini';
import { SITES, LOCALES } from '../sites';
import { PLATFORMS } from '../platforms';
import { PAGE_TYPES } from '../props';
import { RemoteRegistrySchema } from './registry';

/**
 * What the document server embeds in the page (as application/json, never as script) for the
 * shell to start from.
 */
export const InitialStateSchema = z.object({
  site: z.enum(SITES),
  locale: z.enum(LOCALES),
  platform: z.enum(PLATFORMS),
  pageType: z.enum(PAGE_TYPES),
  reduced: z.boolean(),
  /** A staff auth cookie came with the request: only then does the shell load the preview remote. */
  staff: z.boolean(),
  /** The storefront runs in demo mode (DEMO=true): demo carts and the like may be offered. */
  demo: z.optional(z.boolean()),
  path: z.string(),
  registry: RemoteRegistrySchema,
  /** The consent service's script for this site and stage, from the document server's configuration. */
  consentScriptUrl: z.string(),
  /** Data the server already fetched, keyed by a name the owning remote knows (e.g. promotions). */
  prefetched: z.record(z.string(), z.unknown()),
});
export type InitialState = z.infer<typeof InitialStateSchema>;

export const INITIAL_STATE_ELEMENT_ID = 'storefront-state';
