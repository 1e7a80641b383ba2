import * as z from 'zod/mini';
import type { DomainContext } from '../../../domain';
import { readSeedFile } from '../../../seed/seedFiles';

/**
 * The seeded A/B tests (`content/ab-tests.json`). They are spread over dates, so the preview panel
 * shows each list state: several tests around Christmas 2026, one in spring 2027, one that ended,
 * and none from 2028 on. Instants are ISO 8601 in UTC, as the table stores them; a test ends after
 * it starts.
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

export const SEED_AB_TESTS = readSeedFile('abtest', 'ab-tests.json', AbTestsSchema);

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
