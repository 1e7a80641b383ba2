import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { minuteOf } from './aggregates';
import type { ServerSlotOutcomeRow } from './tables';

/** What a host saw of a slot it rendered: its markup, or its fallback and why (the metrics' outcomes). */
export const SERVER_SLOT_OUTCOMES = ['rendered', 'deadline', 'error', 'fallback'] as const;
export type ServerSlotOutcome = (typeof SERVER_SLOT_OUTCOMES)[number];

/** One host's counts of a minute, as it flushes them. */
export type ServerOutcomeCount = Omit<ServerSlotOutcomeRow, 'outcome'> & {
  outcome: ServerSlotOutcome;
};

/** Adds a host's counts to every host's (an upsert per minute, site, remote, release and outcome). */
export async function addServerOutcomes(
  db: Kysely<Database>,
  counts: readonly ServerOutcomeCount[],
): Promise<void> {
  if (counts.length > 0)
    await db
      .insertInto('server_slot_outcomes')
      .values([...counts])
      .onConflict((conflict) =>
        conflict
          .columns(['remote', 'release', 'minute', 'site', 'outcome'])
          .doUpdateSet({ count: sql<number>`server_slot_outcomes.count + excluded.count` }),
      )
      .execute();
}

/** What the storefront's hosts rendered of a release since `since`: slots rendered, and fallen back for any reason. */
export interface ServerHealth {
  rendered: number;
  failed: number;
}

/** Every host's server renders of a remote's release since `since`, on a site or every site. */
export async function serverHealthSince(
  db: Kysely<Database>,
  remote: string,
  release: string,
  since: Date,
  site?: string,
): Promise<ServerHealth> {
  let query = db
    .selectFrom('server_slot_outcomes')
    .select(['outcome', sql<number>`sum(count)`.as('total')])
    .where('remote', '=', remote)
    .where('release', '=', release)
    .where('minute', '>=', minuteOf(since));
  if (site) query = query.where('site', '=', site);
  const rows = await query.groupBy('outcome').execute();
  let rendered = 0;
  let failed = 0;
  for (const row of rows)
    if (row.outcome === 'rendered') rendered += Number(row.total);
    else failed += Number(row.total);
  return { rendered, failed };
}
