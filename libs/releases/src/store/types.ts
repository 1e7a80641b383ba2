import * as z from 'zod/mini';
import { REMOTE_NAMES, SITES, type RemoteName, type Site } from '@storefront/contracts';

/**
 * The release store of a fleet: every release's files and the registry with its
 * history, behind this one interface. The folder store (folderStore.ts) is the embedded default,
 * the PostgreSQL store (postgresStore.ts) is shared by every host with DATABASE_URL; an object
 * store (S3 API) would be a third implementation (docs/architecture/releases.md, "Fleet releases").
 */
export type ReleaseId = string;

/**
 * A change refused for a reason the person asking can act on (no canary to promote, nothing to roll
 * back to, a release not in the store): the registry is as it was, and the message says why.
 */
export class ChangeRefusedError extends Error {}
/** Another change of the same scope held it past the deadline: try again once it has finished. */
export class RegistryBusyError extends ChangeRefusedError {}

/** A registry: one environment's, or one site's overrides in it. */
export interface RegistryScope {
  environment: string;
  site?: Site;
}

/**
 * How a registry change came about: a deploy, `rollback` (one step back) or `rollback --to`; and for
 * a canary: `canary` (a release live for a share of shoppers, `release` the
 * canary), `promote` (the canary live for everyone) and `canary-rollback` (the canary ended, by a
 * person or by the automatic rollback; `release` the canary that ended). Canary changes leave the
 * live release as it was, so they are no step of `rollback` (history.ts).
 */
export const CHANGE_KINDS = [
  'deploy',
  'rollback',
  'rollback-to',
  'canary',
  'promote',
  'canary-rollback',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * A rollout's next shares of shoppers, ascending, 100 last to promote the canary (2–100 each), and
 * how long each step must run healthy before the next (canary/autoRollback.ts advances it).
 */
export const RolloutSchema = z.object({
  steps: z.array(z.number().check(z.int(), z.gte(2), z.lte(100))),
  stepEveryMs: z.number().check(z.int(), z.gte(1_000)),
});
export type Rollout = z.infer<typeof RolloutSchema>;

/**
 * A canary: the release live for `percent` % of shoppers (1–99) beside the scope's live release,
 * and, when it rolls out by itself, the steps still to take.
 */
export const CanarySchema = z.object({
  release: z.string(),
  percent: z.number().check(z.int(), z.gte(1), z.lte(99)),
  since: z.coerce.date(),
  rollout: z.optional(RolloutSchema),
});
export type Canary = z.infer<typeof CanarySchema>;
export type Canaries = Partial<Record<RemoteName, Canary>>;

/**
 * What a change does to the scope's canary and live release (the same rule in every store):
 * `canary` sets the canary and keeps the live release; `canary-rollback` removes the canary and
 * keeps the live release; every other kind sets the live release and ends any canary.
 */
export function canaryEffect(kind: ChangeKind): 'set-canary' | 'end-canary' | 'set-live' {
  if (kind === 'canary') return 'set-canary';
  if (kind === 'canary-rollback') return 'end-canary';
  return 'set-live';
}

/**
 * One registry change, as history records it. A release of `null` is no entry
 * of the scope's own: the release the shell shipped with (an environment) or the environment's
 * release (a site).
 */
export const RegistryChangeSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  kind: z.enum(CHANGE_KINDS),
  release: z.nullable(z.string()),
  previous: z.nullable(z.string()),
  actor: z.string(),
  reason: z.string(),
  commit: z.string(),
  at: z.coerce.date(),
  /** The canary's share of shoppers, for a `canary` change. */
  percent: z.optional(z.nullable(z.number())),
  /** The steps a `canary` change leaves the canary to take by itself (none: it stays at its share). */
  rollout: z.optional(RolloutSchema),
});
export type RegistryChange = z.infer<typeof RegistryChangeSchema>;

/** Who changes the registry, and why: what history keeps beside the releases. */
export interface ChangeAuthor {
  actor: string;
  reason: string;
  commit: string;
}

/** A release in the store. */
export interface PublishedRelease {
  id: ReleaseId;
  published: Date;
  /**
   * The team that published it (the release service's key's team, or the operator's actor), null
   * where nobody is known: released before stores recorded it, or published without one.
   */
  publisher: string | null;
}

/** The files of a release: path in the release (`server/remoteEntry.js`) → bytes. */
export type ReleaseFiles = ReadonlyMap<string, Buffer>;

export interface ReleaseStore {
  /** Where the store is, for messages (never with a password). */
  readonly description: string;
  /**
   * Stores a release; the same files give the same id, and a release is never overwritten. A
   * release keeps the first publisher recorded, as it keeps its first signature: publishing the
   * same files again only records one where none was.
   */
  publish(remote: RemoteName, files: ReleaseFiles, publisher?: string): Promise<ReleaseId>;
  /** The remote's releases, newest first. */
  releases(remote: RemoteName): Promise<PublishedRelease[]>;
  hasRelease(remote: RemoteName, id: ReleaseId): Promise<boolean>;
  /** A release's paths with each file's SHA-256 (what a process verifies its copy by), or undefined when not in the store. */
  manifest(remote: RemoteName, id: ReleaseId): Promise<[string, string][] | undefined>;
  /** The release service's signature of a release (releaseSignature.ts), or undefined when it has none. */
  signature(remote: RemoteName, id: ReleaseId): Promise<string | undefined>;
  /** Records a release's signature; a release keeps the first one recorded. */
  recordSignature(remote: RemoteName, id: ReleaseId, signature: string): Promise<void>;
  /** One file of a release, or undefined when the release or file is not in the store. */
  file(remote: RemoteName, id: ReleaseId, path: string): Promise<Buffer | undefined>;
  /** The scope's own entries: remote → release. */
  registry(scope: RegistryScope): Promise<Partial<Record<RemoteName, ReleaseId>>>;
  /** Every scope that has a registry or a history, for prune. */
  scopes(): Promise<RegistryScope[]>;
  /** The remote's registry changes in the scope, oldest first. */
  history(remote: RemoteName, scope: RegistryScope): Promise<RegistryChange[]>;
  /**
   * Changes the remote's entry in the scope, one change of a scope at a time (a second waits, up to
   * a deadline, then is refused): `decide` reads the history under the lock and returns the change,
   * or throws to leave the registry as it was.
   */
  changeRegistry(
    remote: RemoteName,
    scope: RegistryScope,
    decide: (
      history: RegistryChange[],
      canary: Canary | undefined,
    ) => Promise<Omit<RegistryChange, 'remote' | 'previous' | 'at'>>,
  ): Promise<RegistryChange>;
  /**
   * Runs `work` while no registry change can run in any of `scopes` (each scope's own lock, taken
   * in one order, so two callers never wait on each other): what prune needs, so a deploy cannot
   * switch to a release between prune reading what is in use and removing the rest. Refused as a
   * change is, when a scope stays held past the deadline.
   */
  withRegistriesLocked<T>(scopes: readonly RegistryScope[], work: () => Promise<T>): Promise<T>;
  /** The scope's own canaries: remote → release and share. */
  canaries(scope: RegistryScope): Promise<Canaries>;
  /** Records what the shell now live in the environment provides (a shell's start). */
  publishShell(environment: string, catalogue: ShellCatalogue): Promise<void>;
  /** What the live shell of the environment provides, or undefined when no shell published it. */
  shell(environment: string): Promise<ShellCatalogue | undefined>;
  /** Deletes a release no registry needs (prune). */
  removeRelease(remote: RemoteName, id: ReleaseId): Promise<void>;
  close(): Promise<void>;
}

export const SiteSchema = z.enum(SITES);

/**
 * What the live shell can serve, published by the shell itself when it starts:
 * its shared libraries (`shared-provided.json` of its build, name → version) and, per remote, the
 * modules its slots load. A deploy checks a release against this, not against its own checkout.
 */
export const ShellCatalogueSchema = z.object({
  provides: z.record(z.string(), z.string()),
  slotModules: z.partialRecord(z.enum(REMOTE_NAMES), z.array(z.string())),
});
export type ShellCatalogue = z.infer<typeof ShellCatalogueSchema>;
