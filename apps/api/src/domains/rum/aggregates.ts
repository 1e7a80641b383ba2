import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Beacon } from './beaconSchema';

/** The minute a report counts in: `YYYY-MM-DDTHH:MM`, UTC. */
export const minuteOf = (time: Date): string => time.toISOString().slice(0, 16);

/** Adds one beacon's slot reports to the per-minute counts (one upsert per distinct report). */
export async function addBeacon(db: Kysely<Database>, beacon: Beacon, now: Date): Promise<void> {
  const counts = new Map<
    string,
    { remote: string; release: string; event: string; count: number }
  >();
  for (const slot of beacon.slots) {
    const key = `${slot.remote}/${slot.release}/${slot.event}`;
    const entry = counts.get(key) ?? { ...slot, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  if (counts.size === 0) return;
  const minute = minuteOf(now);
  await db
    .insertInto('rum_slot_health')
    .values([...counts.values()].map((entry) => ({ minute, site: beacon.site, ...entry })))
    .onConflict((conflict) =>
      conflict
        .columns(['minute', 'site', 'remote', 'release', 'event'])
        .doUpdateSet({ count: sql<number>`rum_slot_health.count + excluded.count` }),
    )
    .execute();
}

/** A release's slot reports since a time: loads, load failures, render errors. */
export interface SlotHealth {
  loaded: number;
  loadFailures: number;
  renderErrors: number;
}

/** What shoppers reported of a remote's release since `since` (a canary's start), on a site or every site. */
export async function slotHealthSince(
  db: Kysely<Database>,
  remote: string,
  release: string,
  since: Date,
  site?: string,
): Promise<SlotHealth> {
  let query = db
    .selectFrom('rum_slot_health')
    .select(['event', sql<number>`sum(count)`.as('total')])
    .where('remote', '=', remote)
    .where('release', '=', release)
    .where('minute', '>=', minuteOf(since));
  if (site) query = query.where('site', '=', site);
  const rows = await query.groupBy('event').execute();
  const total = (event: string) => Number(rows.find((row) => row.event === event)?.total ?? 0);
  return {
    loaded: total('loaded'),
    loadFailures: total('load_failure'),
    renderErrors: total('render_error'),
  };
}

/** A release's counts per minute over the last `minutes` (the release console's chart), oldest first. */
export async function slotHealthPerMinute(
  db: Kysely<Database>,
  remote: string,
  release: string,
  now: Date,
  minutes: number,
): Promise<{ minute: string; loaded: number; failures: number }[]> {
  const since = minuteOf(new Date(now.getTime() - minutes * 60_000));
  const rows = await db
    .selectFrom('rum_slot_health')
    .select(['minute', 'event', sql<number>`sum(count)`.as('total')])
    .where('remote', '=', remote)
    .where('release', '=', release)
    .where('minute', '>=', since)
    .groupBy(['minute', 'event'])
    .execute();
  const perMinute = new Map<string, { minute: string; loaded: number; failures: number }>();
  for (const row of rows) {
    const entry = perMinute.get(row.minute) ?? { minute: row.minute, loaded: 0, failures: 0 };
    if (row.event === 'loaded') entry.loaded += Number(row.total);
    else entry.failures += Number(row.total);
    perMinute.set(row.minute, entry);
  }
  return [...perMinute.values()].sort((a, b) => a.minute.localeCompare(b.minute));
}
