import { canaryEffect, type RegistryChange, type ReleaseId } from './types';

/**
 * The releases a scope went through that are still to return to, oldest first, the live one last:
 * a deploy (or `rollback --to`) adds one, a rollback takes the last one off. It starts from `null`,
 * the release the shell shipped with (or, on a site, the environment's): so the very first deploy
 * can be rolled back too.
 */
export function rollbackStack(history: readonly RegistryChange[]): (ReleaseId | null)[] {
  const stack: (ReleaseId | null)[] = [null];
  for (const change of history) {
    // A canary started or ended leaves the live release as it was; a promote is a step.
    if (canaryEffect(change.kind) !== 'set-live') continue;
    if (change.kind === 'rollback') stack.pop();
    if (stack.at(-1) !== change.release) stack.push(change.release);
  }
  return stack;
}

/**
 * The releases a scope moved away from at `since` or later: each was live, and so served to pages,
 * until then (the rule prune keeps releases by and a rollback goes back without preparation by).
 */
export function releasesLeftSince(
  history: readonly RegistryChange[],
  since: number,
): Set<ReleaseId> {
  return new Set(
    history.flatMap((change) =>
      change.previous && change.at.getTime() >= since ? [change.previous] : [],
    ),
  );
}

/** What `rollback` goes back to; undefined when there is nothing before the live release. */
export function rollbackTarget(
  history: readonly RegistryChange[],
): { release: ReleaseId | null } | undefined {
  const stack = rollbackStack(history);
  return stack.length >= 2 ? { release: stack.at(-2) ?? null } : undefined;
}
