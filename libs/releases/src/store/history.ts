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
 * The releases a scope stopped serving at `since` or later: a live release it moved away from, and
 * a canary that was ended, promoted or replaced by another canary. Each was served to pages until
 * then (the rule prune keeps releases by, so open tabs still find their files, and a rollback goes
 * back without preparation by).
 */
export function releasesLeftSince(
  history: readonly RegistryChange[],
  since: number,
): Set<ReleaseId> {
  const left = new Set<ReleaseId>();
  let canary: ReleaseId | undefined;
  for (const change of history) {
    const effect = canaryEffect(change.kind);
    const recent = change.at.getTime() >= since;
    if (recent && change.previous && effect === 'set-live') left.add(change.previous);
    // A canary stops being served when it is ended, or anything but itself takes its place.
    if (recent && canary !== undefined && (effect === 'end-canary' || canary !== change.release))
      left.add(canary);
    canary = effect === 'set-canary' ? (change.release ?? undefined) : undefined;
  }
  return left;
}

/** What `rollback` goes back to; undefined when there is nothing before the live release. */
export function rollbackTarget(
  history: readonly RegistryChange[],
): { release: ReleaseId | null } | undefined {
  const stack = rollbackStack(history);
  return stack.length >= 2 ? { release: stack.at(-2) ?? null } : undefined;
}
