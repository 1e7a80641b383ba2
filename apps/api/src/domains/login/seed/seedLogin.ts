import * as z from 'zod/mini';
import { SITES, type Site } from '@storefront/contracts';
import type { DomainContext } from '../../../domain';
import { readSeedFile } from '../../../seed/seedFiles';
import { hashPassword } from '../passwords';

/**
 * The demo accounts (DEMO=true only; the passwords are documented in the README and the preview
 * domain's README): one customer per site, all with one password, and a staff account for the
 * preview panel. Their names and passwords are data (`content/demo-accounts.json`, read only when
 * they are seeded); the ids, e-mail addresses and the staff username stay here, because production
 * mode finds and removes what a demo start left by them.
 */
const DemoAccountsSchema = z.strictObject({
  customerPassword: z.string().check(z.minLength(12)),
  customers: z.record(
    z.enum(SITES),
    z.strictObject({
      salutation: z.enum(['MR', 'MRS']),
      firstname: z.string(),
      lastname: z.string(),
    }),
  ),
  staff: z.strictObject({ password: z.string().check(z.minLength(12)), name: z.string() }),
});
export const demoAccounts = () => readSeedFile('login', 'demo-accounts.json', DemoAccountsSchema);

export const DEMO_STAFF_USERNAME = 'staff';
const DEMO_STAFF_ID = 'S00001';
const demoCustomerId = (index: number) => `C${String(index + 1).padStart(5, '0')}`;

export function demoEmail(site: Site): string {
  return `demo.${site.toLowerCase().replace('_', '-')}@storefront.test`;
}

export async function seedDemoAccounts({ db }: DomainContext): Promise<void> {
  const { customerPassword, customers, staff } = demoAccounts();
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', demoCustomerId(0))
    .executeTakeFirst();
  if (!customer) {
    const passwordHash = await hashPassword(customerPassword);
    await db.transaction().execute(async (trx) => {
      for (const [index, site] of SITES.entries())
        await trx
          .insertInto('customers')
          .values({
            id: demoCustomerId(index),
            site,
            email: demoEmail(site),
            password_hash: passwordHash,
            ...customers[site],
            loyalty_beans: 120 + index * 35,
            community_member: index % 2 === 0 ? 1 : 0,
            card_member: 1,
            nl_status: null,
          })
          .execute();
    });
  }
  const staffAccount = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('username', '=', DEMO_STAFF_USERNAME)
    .executeTakeFirst();
  if (staffAccount) return;
  await db
    .insertInto('staff_accounts')
    .values({
      id: DEMO_STAFF_ID,
      username: DEMO_STAFF_USERNAME,
      password_hash: await hashPassword(staff.password),
      name: staff.name,
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
