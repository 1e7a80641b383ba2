import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { minuteOf } from './aggregates';
import type { RumVitalVisitorRow } from './tables';

/**
 * The web vitals kept per release: those a browser can pin on one element, and so on the remote
 * whose slot holds it (the INP target, the LCP element, the largest layout shift).
 */
export const RELEASE_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type ReleaseVital = (typeof RELEASE_VITALS)[number];
/** The vitals the canary verdict reads (libs/releases canary/vitalsVerdict.ts). */
const JUDGED = ['INP', 'LCP'] as const satisfies readonly ReleaseVital[];

/** One shopper's vital, attributed to a remote and the release of it the page was served. */
export interface AttributedVital {
  name: ReleaseVital;
  value: number;
  remote: string;
  release: string;
}

/**
 * Adds one shopper's vitals of this minute: one row per release, vital and minute, holding the
 * worst value they reported (a page reports INP again as it grows; a repeated beacon adds nothing).
 */
export async function addVitalReports(
  db: Kysely<Database>,
  report: { site: string; vitals: readonly AttributedVital[] },
  visitor: string,
  now: Date,
): Promise<void> {
  const minute = minuteOf(now);
  const rows = new Map<string, RumVitalVisitorRow>();
  for (const { name, value, remote, release } of report.vitals) {
    const key = `${remote}/${release}/${name}`;
    const known = rows.get(key);
    if (known && known.value >= value) continue;
    rows.set(key, { minute, site: report.site, remote, release, vital: name, visitor, value });
  }
  if (rows.size > 0)
    await db
      .insertInto('rum_vital_visitors')
      .values([...rows.values()])
      .onConflict((conflict) =>
        conflict
          .columns(['remote', 'release', 'minute', 'site', 'vital', 'visitor'])
          // Portable max(): SQLite's two-argument max is PostgreSQL's greatest.
          .doUpdateSet({
            value: sql<number>`case when excluded.value > rum_vital_visitors.value then excluded.value else rum_vital_visitors.value end`,
          }),
      )
      .execute();
}

/**
 * A remote's release's INP and LCP since `since`, on a site or every site: each shopper's worst
 * value of the window, once per shopper however many minutes they reported.
 */
export async function vitalsSince(
  db: Kysely<Database>,
  remote: string,
  release: string,
  since: Date,
  site?: string,
): Promise<Record<(typeof JUDGED)[number], number[]>> {
  let query = db
    .selectFrom('rum_vital_visitors')
    .select(['vital', 'visitor', sql<number>`max(value)`.as('worst')])
    .where('remote', '=', remote)
    .where('release', '=', release)
    .where('minute', '>=', minuteOf(since))
    .where('vital', 'in', JUDGED);
  if (site) query = query.where('site', '=', site);
  const rows = await query.groupBy(['vital', 'visitor']).execute();
  const vitals: Record<(typeof JUDGED)[number], number[]> = { INP: [], LCP: [] };
  for (const row of rows)
    if (row.vital === 'INP' || row.vital === 'LCP') vitals[row.vital].push(Number(row.worst));
  return vitals;
}
