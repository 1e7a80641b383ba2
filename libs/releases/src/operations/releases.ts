import { spawnSync } from 'node:child_process';
import { SITES, type RemoteName, type Site } from '@storefront/contracts';
import {
  ChangeRefusedError,
  type ChangeAuthor,
  type PublishedRelease,
  type RegistryChange,
  type RegistryScope,
  type ReleaseFiles,
  type ReleaseId,
  type ReleaseStore,
  type Rollout,
} from '../store/types';
import { releasesLeftSince, rollbackStack, rollbackTarget } from '../store/history';
import { releaseEnvironment } from '../store/locations';

/** The registry a command changes: this environment's (STOREFRONT_ENV), or one site's in it. */
export const scopeOf = (env: NodeJS.ProcessEnv, site?: Site): RegistryScope => ({
  environment: releaseEnvironment(env),
  ...(site ? { site } : {}),
});

const git = (cwd: string, ...args: string[]) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
};

/**
 * Who changes the registry (DEPLOY_ACTOR, else the git author of the checkout), the commit
 * deployed (DEPLOY_COMMIT, else the checkout's HEAD) and why (`--reason`).
 */
export function changeAuthor(env: NodeJS.ProcessEnv, reason: string, cwd: string): ChangeAuthor {
  const gitAuthor = git(cwd, 'var', 'GIT_AUTHOR_IDENT').replace(/\s+\d+\s+[+-]\d{4}$/, '');
  return {
    actor: env.DEPLOY_ACTOR || gitAuthor || 'unknown',
    reason,
    commit: env.DEPLOY_COMMIT || git(cwd, 'rev-parse', 'HEAD'),
  };
}

/**
 * Gets every live storefront process ready for a release before the registry switches to it; throws
 * (naming the host) to switch nothing. None on one host: the folder store.
 */
/**
 * Why a release is prepared: a deploy waits for every live host, a rollback only for the hosts
 * that answer: a sick host never holds an emergency rollback.
 */
export type FleetChange = 'deploy' | 'rollback';
export type PrepareFleet = (release: ReleaseId, change: FleetChange) => Promise<void>;
const preparedNowhere: PrepareFleet = async () => undefined;

/**
 * Publishes a build, has the fleet prepare it, and points the scope's registry at it. `publisher`:
 * who the release is recorded as published by, where the deploy publishes it (the release service
 * deploys a release uploaded before, which keeps its uploader).
 */
export async function deployRelease(
  store: ReleaseStore,
  remote: RemoteName,
  files: ReleaseFiles,
  scope: RegistryScope,
  author: ChangeAuthor,
  prepare: PrepareFleet = preparedNowhere,
  publisher?: string,
): Promise<RegistryChange> {
  const id = await store.publish(remote, files, publisher);
  return store.changeRegistry(remote, scope, async () => {
    await prepare(id, 'deploy');
    return { kind: 'deploy', release: id, ...author };
  });
}

/** The share of shoppers a canary may get: at least one in a hundred, never everyone (that is `promote`). */
export const CANARY_PERCENT_MIN = 1;
export const CANARY_PERCENT_MAX = 99;

/**
 * `deploy --percent N`: publishes a build and makes it the scope's canary, live for N % of shoppers
 *; the live release stays as it is for the others. A canary already running is
 * replaced by the new one. `publisher`: as deployRelease's.
 */
export async function deployCanary(
  store: ReleaseStore,
  remote: RemoteName,
  files: ReleaseFiles,
  scope: RegistryScope,
  percent: number,
  author: ChangeAuthor,
  prepare: PrepareFleet = preparedNowhere,
  rollout?: Rollout,
  publisher?: string,
): Promise<RegistryChange> {
  if (!Number.isInteger(percent) || percent < CANARY_PERCENT_MIN || percent > CANARY_PERCENT_MAX)
    throw new ChangeRefusedError(
      `--percent wants a whole number from ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX}, not ${percent}; nothing was published.`,
    );
  const problem = rollout && rolloutProblem(percent, rollout);
  if (problem) throw new ChangeRefusedError(`${problem}; nothing was published.`);
  const id = await store.publish(remote, files, publisher);
  return store.changeRegistry(remote, scope, async () => {
    await prepare(id, 'deploy');
    return { kind: 'canary', release: id, percent, ...(rollout ? { rollout } : {}), ...author };
  });
}

/** The shortest step a rollout may take: a step shorter than the verdict's own look is no step. */
export const ROLLOUT_STEP_MIN_MS = 60_000;

/**
 * A rollout as people ask for it: the shares to go through (`--steps 5,25,50,100`), starting at
 * `percent` or at the first share, and a step's time; or why it cannot run.
 */
export function rolloutFrom(
  percent: number | undefined,
  shares: readonly number[],
  stepEveryMs: number,
): { percent: number; rollout: Rollout } | { problem: string } {
  if (shares.some((share, index) => index > 0 && share <= (shares[index - 1] ?? 0)))
    return { problem: `--steps wants shares that rise, e.g. 5,25,50,100, not ${shares.join(',')}` };
  const start = percent ?? shares[0] ?? 0;
  if (start > CANARY_PERCENT_MAX)
    return { problem: `a rollout starts at ${CANARY_PERCENT_MAX} % at most, not ${start} %` };
  const rollout = { steps: shares.filter((share) => share > start), stepEveryMs };
  const problem = rolloutProblem(start, rollout);
  return problem ? { problem } : { percent: start, rollout };
}

/** Why a rollout cannot run from `percent`, or undefined: its steps rise above it to at most 100. */
export function rolloutProblem(percent: number, rollout: Rollout): string | undefined {
  const { steps, stepEveryMs } = rollout;
  if (steps.length === 0) return '--steps wants the shares to go through, e.g. 5,25,50,100';
  const rising = steps.every(
    (step, index) => step > (index === 0 ? percent : (steps[index - 1] ?? 0)),
  );
  if (!rising || steps.some((step) => !Number.isInteger(step) || step > 100))
    return `--steps wants whole shares rising from above ${percent} to at most 100, not ${steps.join(',')}`;
  if (!Number.isInteger(stepEveryMs) || stepEveryMs < ROLLOUT_STEP_MIN_MS)
    return `--every wants a step of at least ${ROLLOUT_STEP_MIN_MS / 60_000} minute, not ${stepEveryMs} ms`;
  return undefined;
}

/** `promote`: the scope's canary live for everyone. Throws, changing nothing, when there is no canary. */
export async function promoteCanary(
  store: ReleaseStore,
  remote: RemoteName,
  scope: RegistryScope,
  author: ChangeAuthor,
): Promise<RegistryChange> {
  return store.changeRegistry(remote, scope, async (_history, canary) => {
    if (!canary)
      throw new ChangeRefusedError(
        `${remote} has no canary to promote${scope.site ? ` on ${scope.site}` : ''}. The registry is unchanged.`,
      );
    return { kind: 'promote', release: canary.release, ...author };
  });
}

/**
 * Ends the scope's canary: every shopper back on the live release (`rollback` while a canary runs,
 * or the automatic rollback). `expected`: only that canary (the automatic rollback
 * must not end a newer one deployed meanwhile). Throws when there is none.
 */
export async function endCanary(
  store: ReleaseStore,
  remote: RemoteName,
  scope: RegistryScope,
  author: ChangeAuthor,
  expected?: ReleaseId,
): Promise<RegistryChange> {
  return store.changeRegistry(remote, scope, async (_history, canary) => {
    if (!canary || (expected !== undefined && canary.release !== expected))
      throw new ChangeRefusedError(
        `${remote} has no canary${expected ? ` ${expected}` : ''} to end${scope.site ? ` on ${scope.site}` : ''}. The registry is unchanged.`,
      );
    return { kind: 'canary-rollback', release: canary.release, ...author };
  });
}

/**
 * Gives the scope's canary another share of shoppers (the release console's "change share"): the
 * same release, prepared when it was deployed, for `percent` % from now on. A share set by hand
 * ends the canary's automatic rollout: a person took over its steps. Throws, changing nothing,
 * when there is no canary or the share is out of range.
 */
export async function changeCanaryShare(
  store: ReleaseStore,
  remote: RemoteName,
  scope: RegistryScope,
  percent: number,
  author: ChangeAuthor,
): Promise<RegistryChange> {
  if (!Number.isInteger(percent) || percent < CANARY_PERCENT_MIN || percent > CANARY_PERCENT_MAX)
    throw new ChangeRefusedError(
      `A canary's share is a whole number from ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX} %, not ${percent}. The registry is unchanged.`,
    );
  return store.changeRegistry(remote, scope, async (_history, canary) => {
    if (!canary)
      throw new ChangeRefusedError(
        `${remote} has no canary to change${scope.site ? ` on ${scope.site}` : ''}. The registry is unchanged.`,
      );
    return { kind: 'canary', release: canary.release, percent, ...author };
  });
}

/** How a release reads in messages: `null` is the scope's fallback. */
export const releaseName = (release: ReleaseId | null, scope: RegistryScope) =>
  release ??
  (scope.site
    ? `the ${scope.environment} environment's release`
    : 'the release the shell shipped with');

/**
 * Whether the scope served the release within the prune grace period: every host that served the
 * scope then copied and ran it, so going back to it needs no preparation, and an emergency rollback
 * is never held by one sick host (a host that cannot copy it keeps what it serves: fleetRegistry.ts).
 */
function servedWithinGrace(history: readonly RegistryChange[], release: ReleaseId): boolean {
  return releasesLeftSince(history, Date.now() - PRUNE_GRACE_MS).has(release);
}

/**
 * `rollback`: back to the release before the live one, down to the shell's own;
 * `rollback --to <id>`: to any published release. A release the scope served within the grace
 * period is switched to at once; any other is prepared on every live host first, as a deploy is.
 * Throws, leaving the registry as it was, when there is nothing to go back to or the release is no
 * longer in the store.
 */
export async function rollbackRelease(
  store: ReleaseStore,
  remote: RemoteName,
  scope: RegistryScope,
  author: ChangeAuthor,
  to?: ReleaseId,
  prepare: PrepareFleet = preparedNowhere,
): Promise<RegistryChange> {
  return store.changeRegistry(remote, scope, async (history) => {
    if (to !== undefined) {
      if (!(await store.hasRelease(remote, to)))
        throw new ChangeRefusedError(
          `${remote} has no release ${to} in the store. The registry is unchanged.`,
        );
      if (!servedWithinGrace(history, to)) await prepare(to, 'rollback');
      return { kind: 'rollback-to', release: to, ...author };
    }
    const target = rollbackTarget(history);
    if (!target)
      throw new ChangeRefusedError(
        `${remote} has no earlier release to roll back to${scope.site ? ` on ${scope.site}` : ''}. The registry is unchanged.`,
      );
    if (target.release !== null && !(await store.hasRelease(remote, target.release))) {
      throw new ChangeRefusedError(
        `${remote}'s previous release ${target.release} was pruned from the store; deploy it again (or another) instead. The registry is unchanged.`,
      );
    }
    if (target.release !== null && !servedWithinGrace(history, target.release))
      await prepare(target.release, 'rollback');
    return { kind: 'rollback', release: target.release, ...author };
  });
}

export interface ReleaseListing extends PublishedRelease {
  live: boolean;
}

/** The release live in the scope: a site's own, else its environment's; null for the shell's own build. */
export async function liveRelease(
  store: ReleaseStore,
  remote: RemoteName,
  scope: RegistryScope,
): Promise<ReleaseId | null> {
  const own = (await store.registry(scope))[remote];
  if (own !== undefined || !scope.site) return own ?? null;
  return (await store.registry({ environment: scope.environment }))[remote] ?? null;
}

/** Every published release of a remote, newest first, the one live in the scope marked. */
export async function listReleases(
  store: ReleaseStore,
  remote: RemoteName,
  scope: RegistryScope,
): Promise<ReleaseListing[]> {
  const live = await liveRelease(store, remote, scope);
  return (await store.releases(remote)).map((release) => ({
    ...release,
    live: release.id === live,
  }));
}

/** How many of a remote's newest releases `releases --prune` keeps besides those any registry uses. */
export const RELEASES_KEPT_BY_PRUNE = 5;
/** How far back each registry's history keeps its releases from pruning: the rollbacks anyone may still run. */
export const ROLLBACK_DEPTH_KEPT_BY_PRUNE = 3;

/**
 * How long a release stays after it was last live (`--grace-hours`, default 24 h):
 * pages loaded while it was live (open tabs) keep loading its chunks meanwhile.
 */
export const PRUNE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The releases any registry needs: live in any scope, among its next rollbacks, or live (and so
 * served to pages) within the grace period: a change away from a release is when it was last live.
 */
async function releasesInUse(
  store: ReleaseStore,
  remote: RemoteName,
  graceMs: number,
): Promise<Set<ReleaseId>> {
  const used = new Set<ReleaseId>();
  const graceStart = Date.now() - graceMs;
  for (const scope of await store.scopes()) {
    const live = (await store.registry(scope))[remote];
    if (live) used.add(live);
    const canary = (await store.canaries(scope))[remote];
    if (canary) used.add(canary.release);
    const history = await store.history(remote, scope);
    for (const id of rollbackStack(history).slice(-ROLLBACK_DEPTH_KEPT_BY_PRUNE - 1))
      if (id) used.add(id);
    for (const id of releasesLeftSince(history, graceStart)) used.add(id);
  }
  return used;
}

/**
 * Deletes a remote's releases no registry needs and none live within `graceMs`, keeping the `keep` newest as well. Returns the
 * deleted ids. A release a history lists further back can no longer be rolled back to
 * (rollbackRelease then refuses, saying so). It runs under the registry lock of every scope of
 * every environment the store knows (each site's too, a first deploy to one included): no deploy
 * switches to a release between prune reading what is in use and removing the rest
 * (docs/architecture/releases.md, "Prune").
 */
export async function pruneReleases(
  store: ReleaseStore,
  remote: RemoteName,
  keep = RELEASES_KEPT_BY_PRUNE,
  graceMs = PRUNE_GRACE_MS,
): Promise<ReleaseId[]> {
  const environments = new Set((await store.scopes()).map((scope) => scope.environment));
  const scopes = [...environments].flatMap((environment): RegistryScope[] => [
    { environment },
    ...SITES.map((site) => ({ environment, site })),
  ]);
  return store.withRegistriesLocked(scopes, async () => {
    const used = await releasesInUse(store, remote, graceMs);
    const doomed = (await store.releases(remote))
      .slice(keep)
      .filter((release) => !used.has(release.id))
      .map((release) => release.id);
    for (const id of doomed) await store.removeRelease(remote, id);
    return doomed;
  });
}
