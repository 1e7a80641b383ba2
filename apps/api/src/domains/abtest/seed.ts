import * as z from 'zod/mini';
import type { DomainContext } from '../../domain';
import abTests from './seed-content/ab-tests.json';

/**
 * The seeded A/B tests, as data (`seed-content/ab-tests.json`), checked when the API starts: a
 * broken file stops the start. They are spread over dates, so the preview panel shows each list
 * state: several tests around Christmas 2026, one in spring 2027, one that ended, and none from
 * 2028 on. Instants are ISO 8601 in UTC, as the table stores them; a test ends after it starts.
 */
const IsoInstantSchema = z.iso.datetime();
const AbTestsSchema = z.array(
  z
    .strictObject({
      name: z.string().check(z.regex(/^[A-Z0-9_]+$/)),
      startsAt: IsoInstantSchema,
      endsAt: IsoInstantSchema,
      groups: z.array(z.string()).check(z.minLength(2)),
    })
    .check(z.refine((test) => test.startsAt < test.endsAt, 'a test ends after it starts')),
);

function seedAbTestsOf(data: unknown) {
  const result = AbTestsSchema.safeParse(data);
  if (!result.success)
    throw new Error(`abtest seed-content/ab-tests.json is not valid: ${result.error.message}`);
  return result.data;
}

export const SEED_AB_TESTS = seedAbTestsOf(abTests);

export async function seedAbTests({ db }: DomainContext): Promise<void> {
  const existing = await db.selectFrom('ab_tests').select('name').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const test of SEED_AB_TESTS) {
      await trx
        .insertInto('ab_tests')
        .values({ name: test.name, starts_at: test.startsAt, ends_at: test.endsAt })
        .execute();
      await trx
        .insertInto('ab_test_groups')
        .values(test.groups.map((name, position) => ({ test_name: test.name, name, position })))
        .execute();
    }
  });
}
