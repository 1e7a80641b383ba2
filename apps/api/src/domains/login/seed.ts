import { SITES, type Site } from '@storefront/contracts';
import type { DomainContext } from '../../domain';
import { hashPassword } from './passwords';

/** One demo customer per site (DEMO=true only); all share the demo password, documented in the README. */
export const DEMO_PASSWORD = 'Storefront-Demo-1';

const NAMES: Record<Site, [string, string, string]> = {
  DE: ['MRS', 'Anna', 'Schneider'],
  AT: ['MR', 'Lukas', 'Gruber'],
  CH: ['MRS', 'Lea', 'Meier'],
  CH_FR: ['MRS', 'Camille', 'Favre'],
  CZ: ['MR', 'Jan', 'Novák'],
  HU: ['MRS', 'Eszter', 'Nagy'],
  PL: ['MR', 'Piotr', 'Kowalski'],
  SK: ['MRS', 'Zuzana', 'Horváthová'],
  TR: ['MR', 'Mehmet', 'Yılmaz'],
};

/** The demo staff account for the preview panel (DEMO=true only; documented in the preview domain's README). */
export const DEMO_STAFF_USERNAME = 'staff';
export const DEMO_STAFF_PASSWORD = 'Storefront-Staff-1';

export function demoEmail(site: Site): string {
  return `demo.${site.toLowerCase().replace('_', '-')}@storefront.test`;
}

const demoCustomerId = (index: number) => `C${String(index + 1).padStart(5, '0')}`;
const DEMO_STAFF_ID = 'S00001';

export async function seedCustomers({ db }: DomainContext): Promise<void> {
  const existing = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', demoCustomerId(0))
    .executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const [index, site] of SITES.entries()) {
      const [salutation, firstname, lastname] = NAMES[site];
      await trx
        .insertInto('customers')
        .values({
          id: demoCustomerId(index),
          site,
          email: demoEmail(site),
          password_hash: passwordHash,
          salutation,
          firstname,
          lastname,
          loyalty_beans: 120 + index * 35,
          community_member: index % 2 === 0 ? 1 : 0,
          card_member: 1,
          nl_status: null,
        })
        .execute();
    }
  });
}

export async function seedStaff({ db }: DomainContext): Promise<void> {
  const existing = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('username', '=', DEMO_STAFF_USERNAME)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('staff_accounts')
    .values({
      id: DEMO_STAFF_ID,
      username: DEMO_STAFF_USERNAME,
      password_hash: await hashPassword(DEMO_STAFF_PASSWORD),
      name: 'Preview Staff',
    })
    .execute();
}

/**
 * Production mode: the demo customers and the demo staff account go, found by the ids and names
 * only the demo seed uses. Logs what it removed, so an operator sees why a demo login stopped working.
 */
export async function removeDemoAccounts(
  { db }: DomainContext,
  warn: (message: string) => void,
): Promise<void> {
  const customers = await db
    .deleteFrom('customers')
    .where('email', 'in', SITES.map(demoEmail))
    .executeTakeFirst();
  const staff = await db
    .deleteFrom('staff_accounts')
    .where((eb) => eb.or([eb('id', '=', DEMO_STAFF_ID), eb('username', '=', DEMO_STAFF_USERNAME)]))
    .executeTakeFirst();
  const removed = Number(customers.numDeletedRows) + Number(staff.numDeletedRows);
  if (removed > 0)
    warn(`Production mode: removed ${removed} demo account(s) left by an earlier DEMO=true start.`);
}
