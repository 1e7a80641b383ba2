// `pnpm staff:add <username> [display name]`: adds a staff account for the preview panel (or sets a
// new password), reading the password from STAFF_PASSWORD or, without it, from standard input.
// Uses the same database as the storefront (DATABASE_URL or DATABASE_FILE) and migrates it first.
import { createInterface } from 'node:readline/promises';
import { apiConfigFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { DOMAINS } from '../domains';
import { StaffAccountError, upsertStaffAccount } from './staffAccount';
import { ConfigError } from '@storefront/server-kit';

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD !== undefined) return process.env.STAFF_PASSWORD;
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  try {
    return (await lines.question('Password: ')).replace(/\r?\n$/, '');
  } finally {
    lines.close();
  }
}

async function main(): Promise<void> {
  const [username, ...name] = process.argv.slice(2);
  if (!username)
    throw new StaffAccountError(
      'usage: pnpm staff:add <username> [display name]  (password from STAFF_PASSWORD or standard input)',
    );
  const config = apiConfigFromEnv();
  const { db } = openDatabase(config);
  try {
    await migrate(db, DOMAINS);
    const outcome = await upsertStaffAccount(db, {
      username,
      name: name.join(' '),
      password: await readPassword(),
    });
    console.log(
      `Staff account ${username.trim().toLowerCase()} ${outcome} in ${config.databaseUrl ? 'the PostgreSQL database' : config.databaseFile}.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof StaffAccountError || error instanceof ConfigError ? error.message : error,
  );
  process.exit(1);
});
