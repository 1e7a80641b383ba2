import type { DomainContext } from '../../domain';

/**
 * A/B tests spread over dates, so the preview panel shows each list state: several tests around
 * Christmas 2026, one in spring 2027, one that ended, and none from 2028 on.
 */
export const SEED_AB_TESTS: ReadonlyArray<{ name: string; startsAt: string; endsAt: string; groups: readonly string[] }> = [
  { name: 'RECO_CAROUSEL', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2028-01-01T00:00:00.000Z', groups: ['A', 'B'] },
  { name: 'NEWSLETTER_BUBBLE', startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2027-01-01T00:00:00.000Z', groups: ['CONTROL', 'BIG_BUBBLE'] },
  { name: 'XMAS_TOPBANNER', startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-27T00:00:00.000Z', groups: ['A', 'B', 'C'] },
  { name: 'SPRING_CHECKOUT', startsAt: '2027-03-01T00:00:00.000Z', endsAt: '2027-05-01T00:00:00.000Z', groups: ['CONTROL', 'ONE_PAGE'] },
  { name: 'SUMMER_SALE_2026', startsAt: '2026-06-01T00:00:00.000Z', endsAt: '2026-09-01T00:00:00.000Z', groups: ['CONTROL', 'COUNTDOWN'] },
];

export async function seedAbTests({ db }: DomainContext): Promise<void> {
  const existing = await db.selectFrom('ab_tests').select('name').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const test of SEED_AB_TESTS) {
      await trx.insertInto('ab_tests').values({ name: test.name, starts_at: test.startsAt, ends_at: test.endsAt }).execute();
      await trx
        .insertInto('ab_test_groups')
        .values(test.groups.map((name, position) => ({ test_name: test.name, name, position })))
        .execute();
    }
  });
}
