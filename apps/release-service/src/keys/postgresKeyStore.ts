import pg from 'pg';
import { surviveLostConnections } from '@storefront/server-kit';
import * as z from 'zod/mini';
import { REMOTE_NAMES, SITES } from '@storefront/contracts';
import { ensureReleaseSchema } from '@storefront/releases';
import type { KeyStore } from './keyStore';
import type { ConsoleAccountRecord } from './consoleAccounts';
import type { KeyRecord } from './teamKeys';

const COLUMNS =
  'id, team, remotes, environment, sites, secret_hash, created_at, expires_at, revoked_at';

const KeyRowSchema = z.object({
  id: z.string(),
  team: z.string(),
  remotes: z.array(z.enum(REMOTE_NAMES)),
  environment: z.string(),
  sites: z.nullable(z.array(z.enum(SITES))),
  secret_hash: z.string(),
  created_at: z.date(),
  expires_at: z.date(),
  revoked_at: z.nullable(z.date()),
});
const recordOf = (row: unknown): KeyRecord => {
  const parsed = KeyRowSchema.parse(row);
  return {
    id: parsed.id,
    team: parsed.team,
    remotes: parsed.remotes,
    environment: parsed.environment,
    sites: parsed.sites,
    secretHash: parsed.secret_hash,
    createdAt: parsed.created_at,
    expiresAt: parsed.expires_at,
    revokedAt: parsed.revoked_at,
  };
};

const ACCOUNT_COLUMNS =
  'login, name, team, remotes, environment, password_hash, created_at, revoked_at';
const AccountRowSchema = z.object({
  login: z.string(),
  name: z.string(),
  team: z.string(),
  remotes: z.array(z.enum(REMOTE_NAMES)),
  environment: z.string(),
  password_hash: z.string(),
  created_at: z.date(),
  revoked_at: z.nullable(z.date()),
});
const accountOf = (row: unknown): ConsoleAccountRecord => {
  const parsed = AccountRowSchema.parse(row);
  return {
    login: parsed.login,
    name: parsed.name,
    team: parsed.team,
    remotes: parsed.remotes,
    environment: parsed.environment,
    passwordHash: parsed.password_hash,
    createdAt: parsed.created_at,
    revokedAt: parsed.revoked_at,
  };
};

/** A fleet's keys and console accounts, in the release service's database (DATABASE_URL of the service, never a host's). */
export async function postgresKeyStore(url: string): Promise<KeyStore> {
  const pool = surviveLostConnections(
    new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 }),
  );
  // release_keys is one of the release store's tables, which `./storefront migrate` makes.
  await ensureReleaseSchema(pool).catch(async (error: unknown) => {
    await pool.end().catch(() => undefined);
    throw error;
  });
  const description = (() => {
    const parsed = new URL(url);
    parsed.password = '';
    return `${parsed.toString()} (release_keys, release_console_accounts)`;
  })();
  return {
    description,
    async add(record) {
      await pool.query(
        `INSERT INTO release_keys (${COLUMNS}) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
        [
          record.id,
          record.team,
          record.remotes,
          record.environment,
          record.sites,
          record.secretHash,
          record.createdAt,
          record.expiresAt,
          record.revokedAt,
        ],
      );
    },
    async list() {
      const result = await pool.query(
        `SELECT ${COLUMNS} FROM release_keys ORDER BY created_at DESC`,
      );
      return result.rows.map(recordOf);
    },
    async find(id) {
      const result = await pool.query(`SELECT ${COLUMNS} FROM release_keys WHERE id = $1`, [id]);
      return result.rows[0] === undefined ? undefined : recordOf(result.rows[0]);
    },
    async revoke(id, at) {
      const result = await pool.query(
        'UPDATE release_keys SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1',
        [id, at],
      );
      return result.rowCount === 1;
    },
    accounts: {
      async add(record) {
        const result = await pool.query(
          `INSERT INTO release_console_accounts (${ACCOUNT_COLUMNS}) VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (login) DO NOTHING`,
          [
            record.login,
            record.name,
            record.team,
            record.remotes,
            record.environment,
            record.passwordHash,
            record.createdAt,
            record.revokedAt,
          ],
        );
        return result.rowCount === 1;
      },
      async list() {
        const result = await pool.query(
          `SELECT ${ACCOUNT_COLUMNS} FROM release_console_accounts ORDER BY created_at DESC`,
        );
        return result.rows.map(accountOf);
      },
      async find(login) {
        const result = await pool.query(
          `SELECT ${ACCOUNT_COLUMNS} FROM release_console_accounts WHERE login = $1`,
          [login],
        );
        return result.rows[0] === undefined ? undefined : accountOf(result.rows[0]);
      },
      async revoke(login, at) {
        const result = await pool.query(
          'UPDATE release_console_accounts SET revoked_at = COALESCE(revoked_at, $2) WHERE login = $1',
          [login, at],
        );
        return result.rowCount === 1;
      },
    },
    async close() {
      await pool.end();
    },
  };
}
