import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../domains/login';

/** A staff password opens unpublished campaigns on every site: long enough not to be guessed offline. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
const USERNAME = /^[a-z0-9._-]{3,100}$/;

export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
}

/**
 * Creates a staff account, or sets a new password for an existing one (production has no demo
 * staff: an operator adds the real ones with `pnpm staff:add`). User names are stored as the login
 * looks them up: trimmed and lower case.
 */
export async function upsertStaffAccount(
  db: Kysely<Database>,
  input: { username: string; name: string; password: string },
): Promise<'created' | 'updated'> {
  const username = input.username.trim().toLowerCase();
  if (!USERNAME.test(username))
    throw new StaffAccountError(
      'The user name needs 3 to 100 characters: letters, digits, dot, dash or underscore.',
    );
  if (input.password.length < MIN_STAFF_PASSWORD_LENGTH)
    throw new StaffAccountError(
      `The password needs at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`,
    );
  const name = input.name.trim() || username;
  const passwordHash = await hashPassword(input.password);
  const existing = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('staff_accounts')
      .set({ password_hash: passwordHash, name })
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  }
  await db
    .insertInto('staff_accounts')
    .values({ id: `S-${crypto.randomUUID()}`, username, password_hash: passwordHash, name })
    .execute();
  return 'created';
}
