import * as z from '../zod';
import { SITES, LOCALES } from '../sites';
import { PLATFORMS } from '../platforms';
import { PAGE_TYPES } from '../props';
import { REMOTE_NAMES, RemoteRegistrySchema } from './registry';

/**
 * A release's remote entry (the path served) with its Subresource Integrity, and the integrity of
 * the release's mf-manifest.json, which the browser fetches with it (optional: a page of an older
 * document server has none).
 */
export const RemoteEntryIntegritySchema = z.object({
  path: z.string(),
  integrity: z.string(),
  manifest: z.optional(z.string()),
});
export type RemoteEntryIntegrity = z.infer<typeof RemoteEntryIntegritySchema>;

/** What the server put in a slot's place: the remote's markup, or its usable fallback. */
export const SLOT_OUTCOMES = ['rendered', 'fallback'] as const;
export type SlotOutcome = (typeof SLOT_OUTCOMES)[number];

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
  /**
   * Per remote, its release's remote entry (the path served) and that file's Subresource Integrity
   * (`sha256-…`), which the browser loads it with. None for a local build.
   */
  registryIntegrity: z.optional(z.partialRecord(z.enum(REMOTE_NAMES), RemoteEntryIntegritySchema)),
  /**
   * The releases this page was served, signed by the server (the API's rum/servedReleases.ts): the
   * page's health beacons echo it, and only reports for these releases count.
   */
  served: z.optional(z.string()),
  /** The consent service's script for this site and stage, from the document server's configuration. */
  consentScriptUrl: z.string(),
  /** Data the server already fetched, keyed by a name the owning remote knows (e.g. promotions). */
  prefetched: z.record(z.string(), z.unknown()),
  /**
   * Per slot (`remote/Module`), what the document server rendered into the HTML: the
   * remote itself, or its fallback (the remote failed, hung or was unreachable on the server; the
   * browser tries it again). A slot not listed was left to the browser. Absent: nothing was
   * rendered on the server (the shell renders from scratch instead of hydrating).
   */
  slots: z.optional(z.record(z.string(), z.enum(SLOT_OUTCOMES))),
  /**
   * The releases a staff member chose to preview on this page instead of the live ones (the
   * document server's releasePreview/): the shell names them on the page. Never on a shopper's page.
   */
  releasePreview: z.optional(
    z.array(
      z.object({
        remote: z.enum(REMOTE_NAMES),
        release: z.string(),
        /** The team that published it; null where the store does not know. */
        publisher: z.nullable(z.string()),
        /** When it was published, ISO 8601. */
        published: z.string(),
      }),
    ),
  ),
  /** Per slot, what its module's `loadServerData` returned: handed to it as `serverData`. */
  serverData: z.optional(z.record(z.string(), z.unknown())),
});
export type InitialState = z.infer<typeof InitialStateSchema>;

export const INITIAL_STATE_ELEMENT_ID = 'storefront-state';
