import * as z from 'zod/mini';
import { REMOTE_NAMES, SITES } from '@storefront/contracts';
import { SERVED_RELEASES_MAX_LENGTH } from './servedReleases';

/**
 * What a page's beacon may say: per slot and release what the browser saw, and
 * the page's web vitals, with the releases the server signed for the page. Strict objects of enums
 * and numbers only besides that signed echo: no free text, no URL, no id, so nothing personal can be
 * stored. The shell's reporter (apps/shell/src/features/health) sends it.
 */
export const BEACON_SLOT_EVENTS = ['loaded', 'load_failure', 'render_error'] as const;
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/** A release id (12 hex digits) or `local`, the shell's own build. */
const RELEASE = /^(?:[0-9a-f]{12}|local)$/;
/** At most this many slot reports and vitals per beacon: a page has a dozen slots. */
export const BEACON_MAX_SLOTS = 24;
/** The largest beacon body, in bytes: far above a real one, far below an abuse. */
export const BEACON_MAX_BYTES = 4 * 1024;

const BeaconSlotSchema = z.strictObject({
  remote: z.enum(REMOTE_NAMES),
  release: z.string().check(z.regex(RELEASE)),
  event: z.enum(BEACON_SLOT_EVENTS),
});
export type BeaconSlot = z.infer<typeof BeaconSlotSchema>;

export const BeaconSchema = z.strictObject({
  site: z.enum(SITES),
  /** The page's served releases as the server signed them (servedReleases.ts), echoed. */
  served: z.optional(z.string().check(z.maxLength(SERVED_RELEASES_MAX_LENGTH))),
  slots: z.array(BeaconSlotSchema).check(z.maxLength(BEACON_MAX_SLOTS)),
  // Milliseconds (CLS: unitless, the score); a minute of anything is no real page. `remote`: whose
  // slot held the element the browser named (the INP target, the LCP element, the largest shift);
  // the release is the one the signed echo says the page was served, never the client's word.
  vitals: z
    .array(
      z.strictObject({
        name: z.enum(WEB_VITAL_NAMES),
        value: z.number().check(z.gte(0), z.lte(60_000)),
        remote: z.optional(z.enum(REMOTE_NAMES)),
      }),
    )
    .check(z.maxLength(WEB_VITAL_NAMES.length)),
});
export type Beacon = z.infer<typeof BeaconSchema>;
