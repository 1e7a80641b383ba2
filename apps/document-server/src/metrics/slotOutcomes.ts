import {
  releaseIdOfEntry,
  type InitialState,
  type RemoteName,
  type RemoteRegistry,
} from '@storefront/contracts';
import type { SlotKey } from '@storefront/shell';
import type { ServerSlotOutcome } from '@storefront/api';
import type { StorefrontMetrics } from './storefrontMetrics';

/** A problem the render pool reported for a page (the render protocol's PageTaskResult['problems']). */
export interface RenderProblem {
  slot?: string;
  stage: string;
  message: string;
}

/** How the deadline's message reads (prepareSlots.ts DeadlineError, renderPool's blocked/task deadlines). */
const DEADLINE = /not ready within|deadline|blocked|timed? ?out/i;

/**
 * Each server-rendered slot's outcome from what the render pool answered: the
 * remote's markup (`rendered`); its fallback because it missed the deadline (`deadline`), because
 * its code failed (in its module, its data or its render) or its worker was lost (`error`), or without an error of its own (`fallback`:
 * the page's render failed as a whole, or the slot was skipped, quarantined on this host).
 */
export function slotOutcomes(
  slots: readonly SlotKey[],
  rendered: InitialState['slots'] | undefined,
  problems: readonly RenderProblem[],
): [RemoteName, ServerSlotOutcome][] {
  return slots.map((slot) => {
    const remote = slot.split('/')[0] as RemoteName;
    // Prepared, but its component threw as React rendered it: its boundary streamed the fallback.
    if (problems.some((candidate) => candidate.slot === slot && candidate.stage === 'render'))
      return [remote, 'error'];
    if (rendered?.[slot] === 'rendered') return [remote, 'rendered'];
    const problem = problems.find((candidate) => candidate.slot === slot);
    if (!problem) return [remote, 'fallback'];
    return [remote, DEADLINE.test(`${problem.stage} ${problem.message}`) ? 'deadline' : 'error'];
  });
}

/**
 * Records one page's server-rendered slots in the metrics, each with its release in the request's
 * registry and its own time as its render worker measured it (`durationsMs`, PageTaskResult
 * slotDurationsMs; none when the page was not rendered at all).
 */
export function recordServerSlots(
  metrics: Pick<StorefrontMetrics, 'slotRendered'>,
  registry: RemoteRegistry,
  slots: readonly SlotKey[],
  rendered: InitialState['slots'] | undefined,
  problems: readonly RenderProblem[],
  durationsMs: Readonly<Record<string, number>> = {},
): void {
  slotOutcomes(slots, rendered, problems).forEach(([remote, outcome], index) => {
    const ms = durationsMs[slots[index] ?? ''];
    metrics.slotRendered(
      remote,
      releaseIdOfEntry(registry[remote]),
      outcome,
      ms === undefined ? undefined : ms / 1000,
    );
  });
}
