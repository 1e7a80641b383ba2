import crypto from 'node:crypto';
import type { AbTest } from '@storefront/preview-schemas';
import type { DomainContext } from '../../domain';

/** The tests active at `time`, each with its groups in their defined order. */
export async function testsActiveAt(
  { db }: Pick<DomainContext, 'db'>,
  time: Date,
): Promise<AbTest[]> {
  const iso = time.toISOString();
  const rows = await db
    .selectFrom('ab_tests')
    .innerJoin('ab_test_groups', 'ab_test_groups.test_name', 'ab_tests.name')
    .select(['ab_tests.name as test', 'ab_test_groups.name as group'])
    .where('ab_tests.starts_at', '<=', iso)
    .where('ab_tests.ends_at', '>', iso)
    .orderBy('ab_tests.starts_at')
    .orderBy('ab_tests.name')
    .orderBy('ab_test_groups.position')
    .execute();
  const tests = new Map<string, AbTest>();
  for (const row of rows) {
    const test = tests.get(row.test) ?? { name: row.test, groups: [] };
    test.groups.push({ name: row.group });
    tests.set(row.test, test);
  }
  return [...tests.values()];
}

/** True when `test` is active at `time` and has the group `group`. */
export async function isActiveTestGroup(
  context: Pick<DomainContext, 'db'>,
  time: Date,
  test: string,
  group: string,
): Promise<boolean> {
  const tests = await testsActiveAt(context, time);
  return tests.some(
    (candidate) => candidate.name === test && candidate.groups.some((g) => g.name === group),
  );
}

/** A visitor always lands in the same group of a test: a hash of visitor id and test name. */
export function groupForVisitor(visitorId: string, test: AbTest): string | undefined {
  if (test.groups.length === 0) return undefined;
  const digest = crypto.createHash('sha256').update(`${visitorId}:${test.name}`).digest();
  return test.groups[digest.readUInt32BE(0) % test.groups.length]?.name;
}
