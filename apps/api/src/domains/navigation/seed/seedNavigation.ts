import { SITES } from '@storefront/contracts';
import {
  NavigationResponseSchema,
  ThemeWorldNavigationSchema,
} from '@storefront/navigation-schemas';
import { describeIssues } from '@storefront/platform';
import type { DomainContext } from '../../../domain';
import { navigationTree } from './navigationTree';
import { themeWorldNavigation } from './themeWorldNavigation';

/** Stores each site's category tree and theme-world flyout (from `content/`), once. */
export async function seedNavigation({ db }: DomainContext): Promise<void> {
  const existing = await db
    .selectFrom('navigation_documents')
    .select('site')
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const site of SITES) {
      // Seed data passes the same schema the browser checks, so a typo fails the start, not a page.
      const tree = NavigationResponseSchema.safeParse(navigationTree(site));
      const worlds = ThemeWorldNavigationSchema.safeParse(themeWorldNavigation(site));
      if (!tree.success)
        throw new Error(`Navigation seed for ${site}: ${describeIssues(tree.error)}`);
      if (!worlds.success)
        throw new Error(`Theme-world seed for ${site}: ${describeIssues(worlds.error)}`);
      await trx
        .insertInto('navigation_documents')
        .values({ site, kind: 'tree', body_json: JSON.stringify(tree.data) })
        .execute();
      await trx
        .insertInto('navigation_documents')
        .values({ site, kind: 'themeworlds', body_json: JSON.stringify(worlds.data) })
        .execute();
    }
  });
}
