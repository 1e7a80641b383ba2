import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BeaconSlot } from './beaconSchema';
import type { RumSlotVisitorRow } from './tables';

/** The minute a report counts in: `YYYY-MM-DDTHH:MM`, UTC. */
export const minuteOf = (time: Date): string => time.toISOString().slice(0, 16);

/** Rows older than this are purged unless RUM_RETENTION_HOURS says otherwise (config.ts): a day. */
export const RUM_RETENTION_S = 24 * 60 * 60;
/** How often one process purges, at most: each beacon would be a delete too many. */
const PURGE_EVERY_MS = 60_000;
let lastPurge = 0;

/**
 * Adds what one shopper reported of each slot this minute (a shopper counts once per release,
 * event and minute: a repeated beacon adds nothing).
 */
export async function addSlotReports(
  db: Kysely<Database>,
  report: { site: string; slots: readonly Pick<BeaconSlot, 'remote' | 'release' | 'event'>[] },
  visitor: string,
  now: Date,
): Promise<void> {
  const minute = minuteOf(now);
  const rows = new Map<string, RumSlotVisitorRow>();
  for (const { remote, release, event } of report.slots)
    rows.set(`${remote}/${release}/${event}`, {
      minute,
      site: report.site,
      remote,
      release,
      event,
      visitor,
    });
  if (rows.size > 0)
    await db
      .insertInto('rum_slot_visitors')
      .values([...rows.values()])
      .onConflict((conflict) => conflict.doNothing())
      .execute();
}

/** Deletes the health rows older than the retention, at most once a minute per process. */
export async function purgeOnceAMinute(
  db: Kysely<Database>,
  now: Date,
  retentionS = RUM_RETENTION_S,
): Promise<void> {
  if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now.getTime();
  const before = minuteOf(new Date(now.getTime() - retentionS * 1000));
  await db.deleteFrom('rum_slot_visitors').where('minute', '<', before).execute();
  await db.deleteFrom('rum_vital_visitors').where('minute', '<', before).execute();
  await db.deleteFrom('server_slot_outcomes').where('minute', '<', before).execute();
}

/** A release's shoppers since a time who loaded it, whose load failed, whose render threw. */
export interface SlotHealth {
  loaded: number;
  loadFailures: number;
  renderErrors: number;
}

/**
 * What shoppers reported of a remote's release since `since` (a canary's start), on a site or every
 * site: per event, the shoppers who reported it, each once however many minutes they did.
 */
export async function slotHealthSince(
  db: Kysely<Database>,
  remote: string,
  release: string,
  since: Date,
  site?: string,
): Promise<SlotHealth> {
  let query = db
    .selectFrom('rum_slot_visitors')
    .select(['event', sql<number>`count(distinct visitor)`.as('total')])
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

/** A release's shoppers per minute over the last `minutes` (the release console's chart), oldest first. */
export async function slotHealthPerMinute(
  db: Kysely<Database>,
  remote: string,
  release: string,
  now: Date,
  minutes: number,
): Promise<{ minute: string; loaded: number; failures: number }[]> {
  const since = minuteOf(new Date(now.getTime() - minutes * 60_000));
  const rows = await db
    .selectFrom('rum_slot_visitors')
    .select(['minute', 'event', sql<number>`count(distinct visitor)`.as('total')])
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
