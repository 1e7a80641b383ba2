import type { SlotKey } from '@storefront/shell';

/**
 * How long a slot of one release renders as its fallback on this host, without running its code,
 * after that code held a render worker (spun, ran out of memory, ended the thread): pages do not
 * each pay a worker and a deadline for a release that is broken. Then one page tries it again.
 */
export const SLOT_QUARANTINE_MS = 60_000;

/** Slots quarantined on this host, by slot and release (the registry entry). */
export interface SlotQuarantine {
  add(slot: SlotKey, release: string, now?: number): void;
  has(slot: SlotKey, release: string, now?: number): boolean;
}

export function slotQuarantine(durationMs: number = SLOT_QUARANTINE_MS): SlotQuarantine {
  const until = new Map<string, number>();
  const key = (slot: SlotKey, release: string) => `${slot} ${release}`;
  return {
    add(slot, release, now = Date.now()) {
      until.set(key(slot, release), now + durationMs);
    },
    has(slot, release, now = Date.now()) {
      const end = until.get(key(slot, release));
      if (end === undefined) return false;
      if (end > now) return true;
      until.delete(key(slot, release));
      return false;
    },
  };
}
