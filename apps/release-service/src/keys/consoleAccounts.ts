import crypto from 'node:crypto';
import { promisify } from 'node:util';
import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';

/**
 * A release console account (docs/architecture/releases.md, "The release console"): a person of a
 * team, who may act on the team's remotes in one environment. An account with no remotes sees the
 * console and changes nothing. The shop's staff accounts (the preview panel's) are not accounts
 * here: a shop credential grants no release right. The service keeps the password's scrypt hash.
 */
export const ConsoleAccountRecordSchema = z.object({
  login: z.string(),
  name: z.string(),
  team: z.string(),
  remotes: z.array(z.enum(REMOTE_NAMES)),
  environment: z.string(),
  passwordHash: z.string(),
  createdAt: z.coerce.date(),
  revokedAt: z.nullable(z.coerce.date()),
});
export type ConsoleAccountRecord = z.infer<typeof ConsoleAccountRecordSchema>;

/** What the operator grants a person (`./storefront keys console-add`). */
export interface ConsoleAccountGrant {
  login: string;
  name: string;
  team: string;
  remotes: RemoteName[];
  environment: string;
}

/** A login as people type it: lower-case letters, digits, dots and dashes. */
export const CONSOLE_LOGIN = /^[a-z][a-z0-9.-]{1,39}$/;

/**
 * scrypt's cost (OWASP Password Storage cheat sheet: N=2^17, r=8, p=1); maxmem must hold
 * 128 · N · r bytes. A console login is rare, so the full cost is affordable.
 */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PASSWORD_BYTES = 18;
const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const encode = (salt: Buffer, key: Buffer) =>
  `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;

/** A new account: the password its holder gets (shown once) and the record the service keeps. */
export async function issueConsoleAccount(
  grant: ConsoleAccountGrant,
  now = new Date(),
): Promise<{ password: string; record: ConsoleAccountRecord }> {
  const password = crypto.randomBytes(PASSWORD_BYTES).toString('base64url');
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, SCRYPT);
  return {
    password,
    record: { ...grant, passwordHash: encode(salt, key), createdAt: now, revokedAt: null },
  };
}

/** Whether `password` is the account's, in constant time; a hash this module did not write is no match. */
export async function passwordMatches(
  record: ConsoleAccountRecord,
  password: string,
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = record.passwordHash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  }).catch(() => undefined);
  return actual !== undefined && crypto.timingSafeEqual(actual, expected);
}
