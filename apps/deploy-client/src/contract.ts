// The release service's HTTP API, version 1: what a team's deploy client sends and what it gets
// back. The service (apps/release-service) parses every request with these schemas and the client
// parses every answer with them: neither trusts what comes over the network. The client owns the
// contract because it is the part a team runs on its own CI, built from this file alone
// (docs/architecture/releases.md, "Team keys and the release service").
import * as z from 'zod/mini';

/** Every route of this version starts here; a breaking change is a new prefix beside it. */
export const API_PREFIX = '/v1';

/** The remotes a key can name; the service refuses the others (kept equal to REMOTE_NAMES by its tests). */
export const REMOTES = ['navigation', 'search', 'cart', 'newsletter', 'footer', 'preview'] as const;
export type Remote = (typeof REMOTES)[number];
/** The sites a deploy can target (kept equal to SITES by the service's tests). */
export const SITE_CODES = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'PL', 'SK', 'TR'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

/**
 * A team key: `sfk_`, the key's id (12 hex digits, what lists and the history show) and its secret
 * (32 random bytes, base64url). The service keeps only the secret's SHA-256.
 */
export const TEAM_KEY = /^sfk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
/** The header a key travels in: `Authorization: Bearer <key>`. */
export const authorizationOf = (key: string) => `Bearer ${key}`;

/** A release id: 12 hex digits of its manifest's hash, the same in every store. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;

/**
 * A path inside a release: segments of letters, digits, `.`, `_` and `-`, joined by `/`; never
 * absolute, never `.` or `..`, so no file of an upload can land outside its release.
 */
export const RELEASE_PATH = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;
/** The limits of one upload: a remote's build is about 1 MB in 60 files. */
export const UPLOAD_LIMITS = {
  files: 2_000,
  fileBytes: 10 * 1024 * 1024,
  totalBytes: 25 * 1024 * 1024,
  pathLength: 200,
} as const;
/** What a JSON body of the largest upload takes on the wire: base64 is 4/3 of the bytes, plus the paths. */
export const UPLOAD_BODY_LIMIT = Math.ceil((UPLOAD_LIMITS.totalBytes * 4) / 3) + 1024 * 1024;

const reason = z.optional(z.string().check(z.maxLength(500)));
const site = z.optional(z.enum(SITE_CODES));
/** A git commit, as CI knows it (40 or 64 hex digits, or a short one). */
const commit = z.optional(z.string().check(z.regex(/^[0-9a-f]{7,64}$/)));

/** `POST /v1/remotes/:remote/releases`: a build's files, path → base64 bytes. */
export const UploadRequestSchema = z.object({
  files: z.record(
    z.string().check(z.maxLength(UPLOAD_LIMITS.pathLength), z.regex(RELEASE_PATH)),
    z.base64(),
  ),
});
export type UploadRequest = z.infer<typeof UploadRequestSchema>;
export const UploadReplySchema = z.object({ remote: z.enum(REMOTES), release: z.string() });

/** `POST /v1/remotes/:remote/deploys`: an uploaded release live in the scope, or for a share of it. */
export const DeployRequestSchema = z.object({
  release: z.string().check(z.regex(RELEASE_ID)),
  percent: z.optional(z.number().check(z.int(), z.gte(1), z.lte(99))),
  /** A rollout: the shares the canary goes through by itself while healthy, 100 promoting it. */
  steps: z.optional(
    z.array(z.number().check(z.int(), z.gte(1), z.lte(100))).check(z.minLength(1), z.maxLength(20)),
  ),
  /** How long each step of a rollout runs healthy before the next. */
  stepEveryMinutes: z.optional(z.number().check(z.int(), z.gte(1), z.lte(7 * 24 * 60))),
  site,
  reason,
  commit,
});
export type DeployRequest = z.infer<typeof DeployRequestSchema>;

/** `POST /v1/remotes/:remote/promote` and `/end-canary`: the scope's canary for everyone, or for no one. */
export const CanaryActionRequestSchema = z.object({ site, reason });
export type CanaryActionRequest = z.infer<typeof CanaryActionRequestSchema>;

/**
 * `POST /v1/remotes/:remote/rollback`: one step back, or `to` a release; while a canary runs and no
 * `to` is given, the canary ends (the CLI's `rollback`).
 */
export const RollbackRequestSchema = z.object({
  to: z.optional(z.string().check(z.regex(RELEASE_ID))),
  site,
  reason,
});
export type RollbackRequest = z.infer<typeof RollbackRequestSchema>;

/** `POST /v1/remotes/:remote/prune`: the releases no registry needs, minus the `keep` newest. */
export const PruneRequestSchema = z.object({
  keep: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1_000))),
  graceHours: z.optional(z.number().check(z.gte(0), z.lte(24 * 365))),
});
export type PruneRequest = z.infer<typeof PruneRequestSchema>;
export const PruneReplySchema = z.object({ pruned: z.array(z.string()) });

/** One registry change, as the service reports it. */
export const ChangeSchema = z.object({
  remote: z.enum(REMOTES),
  kind: z.enum(['deploy', 'rollback', 'rollback-to', 'canary', 'promote', 'canary-rollback']),
  release: z.nullable(z.string()),
  previous: z.nullable(z.string()),
  actor: z.string(),
  reason: z.string(),
  commit: z.string(),
  at: z.iso.datetime(),
  percent: z.optional(z.nullable(z.number())),
});
export type Change = z.infer<typeof ChangeSchema>;
/** What every change route answers: the change, and the scope it was made in. */
export const ChangeReplySchema = z.object({
  change: ChangeSchema,
  environment: z.string(),
  site: z.nullable(z.enum(SITE_CODES)),
});
export type ChangeReply = z.infer<typeof ChangeReplySchema>;

/** `GET /v1/remotes/:remote/releases[?site=]`: the releases, newest first, the scope's canary and history. */
export const ListingReplySchema = z.object({
  environment: z.string(),
  site: z.nullable(z.enum(SITE_CODES)),
  releases: z.array(
    z.object({
      id: z.string(),
      published: z.iso.datetime(),
      live: z.boolean(),
      /** The team that published it, null when unknown; absent from services older than it. */
      publisher: z.optional(z.nullable(z.string())),
    }),
  ),
  canary: z.nullable(
    z.object({ release: z.string(), percent: z.number(), since: z.iso.datetime() }),
  ),
  history: z.array(ChangeSchema),
});
export type ListingReply = z.infer<typeof ListingReplySchema>;

/** `GET /v1/key`: what the key presented may do (a team's CI checks its key before it builds). */
export const KeyReplySchema = z.object({
  id: z.string(),
  team: z.string(),
  remotes: z.array(z.enum(REMOTES)),
  environment: z.string(),
  sites: z.nullable(z.array(z.enum(SITE_CODES))),
  expiresAt: z.iso.datetime(),
});
export type KeyReply = z.infer<typeof KeyReplySchema>;

/**
 * Why a request was refused: a code a program can branch on, and a sentence for the person reading
 * the CI log that says what to do. Nothing changed when a problem is answered.
 */
export const PROBLEM_CODES = [
  'key-missing',
  'key-malformed',
  'key-unknown',
  'key-expired',
  'key-revoked',
  'remote-not-granted',
  'environment-not-granted',
  'site-not-granted',
  'invalid-request',
  'too-large',
  'not-a-build',
  'incompatible',
  'render-gate',
  'not-prepared',
  'unknown-release',
  'nothing-to-do',
  'busy',
  'internal',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];
export const ServiceProblemSchema = z.object({
  status: z.number(),
  code: z.enum(PROBLEM_CODES),
  title: z.string(),
  detail: z.optional(z.string()),
});
export type ServiceProblem = z.infer<typeof ServiceProblemSchema>;

/** The routes, by what they do. */
export const routes = {
  key: () => `${API_PREFIX}/key`,
  releases: (remote: Remote) => `${API_PREFIX}/remotes/${remote}/releases`,
  deploys: (remote: Remote) => `${API_PREFIX}/remotes/${remote}/deploys`,
  promote: (remote: Remote) => `${API_PREFIX}/remotes/${remote}/promote`,
  endCanary: (remote: Remote) => `${API_PREFIX}/remotes/${remote}/end-canary`,
  rollback: (remote: Remote) => `${API_PREFIX}/remotes/${remote}/rollback`,
  prune: (remote: Remote) => `${API_PREFIX}/remotes/${remote}/prune`,
} as const;
