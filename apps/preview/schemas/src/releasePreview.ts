import { REMOTE_NAMES, SITES, z } from '@storefront/contracts';

/**
 * Staff preview of any published release (docs/architecture/releases.md, "Staff preview"): the
 * document server's routes, which the preview panel calls. Every one needs a staff login.
 */
export const RELEASE_PREVIEW_API_PATH = '/service/release-preview/api';
export const RELEASE_PREVIEW_PATHS = {
  /** GET: every remote's published releases and what this staff member previews. */
  releases: `${RELEASE_PREVIEW_API_PATH}/releases`,
  /** PUT {remote, release}: preview it (after its checks); DELETE ?remote=: back to the live one. */
  choice: `${RELEASE_PREVIEW_API_PATH}/choice`,
  /** POST {remote, release, site}: a signed, expiring link to that preview. */
  link: `${RELEASE_PREVIEW_API_PATH}/link`,
} as const;
/** Where a preview link leads: `?link=<signed>`, then the site's home. */
export const RELEASE_PREVIEW_OPEN_PATH = '/release-preview';

const releaseId = z.string().check(z.regex(/^[0-9a-f]{12}$/));
const remote = z.enum(REMOTE_NAMES);

/** The releases a staff member previews: remote → release id. */
export const ReleaseChoiceSchema = z.partialRecord(remote, releaseId);
export type ReleaseChoice = z.infer<typeof ReleaseChoiceSchema>;

export const PreviewableReleaseSchema = z.object({
  id: releaseId,
  /** ISO 8601. */
  published: z.string(),
  publisher: z.nullable(z.string()),
  /** The sites where it is live for every shopper, and where it is a canary. */
  live: z.array(z.enum(SITES)),
  canary: z.array(z.enum(SITES)),
});
export type PreviewableRelease = z.infer<typeof PreviewableReleaseSchema>;

export const ReleaseListResponseSchema = z.object({
  /** Per remote, its published releases, newest first (at most RELEASES_LISTED). */
  remotes: z.partialRecord(remote, z.array(PreviewableReleaseSchema)),
  chosen: ReleaseChoiceSchema,
});
export type ReleaseListResponse = z.infer<typeof ReleaseListResponseSchema>;

export const ReleaseChoiceRequestSchema = z.object({ remote, release: releaseId });
export type ReleaseChoiceRequest = z.infer<typeof ReleaseChoiceRequestSchema>;

export const ReleaseChoiceEndQuerySchema = z.object({ remote });

export const ReleaseChoiceResponseSchema = z.object({ chosen: ReleaseChoiceSchema });
export type ReleaseChoiceResponse = z.infer<typeof ReleaseChoiceResponseSchema>;

export const ReleaseLinkRequestSchema = z.object({
  remote,
  release: releaseId,
  site: z.enum(SITES),
});
export type ReleaseLinkRequest = z.infer<typeof ReleaseLinkRequestSchema>;

export const ReleaseLinkResponseSchema = z.object({
  url: z.string(),
  /** ISO 8601: the link opens nothing after this. */
  expires: z.string(),
});
export type ReleaseLinkResponse = z.infer<typeof ReleaseLinkResponseSchema>;
