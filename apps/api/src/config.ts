import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export interface ApiConfig {
  databaseFile: string;
  /** Secret that signs login, long-term and staff tokens. */
  tokenSecret: string;
  /** Set on https deployments: cookies then get Secure. */
  secureCookies: boolean;
  logLevel: string;
  /** SQLite's commit guarantee (DATABASE_SYNCHRONOUS); see openDatabase. */
  synchronous?: DatabaseSynchronous;
}

/**
 * NORMAL (WAL): a commit survives the process being killed, not a power loss or kernel crash.
 * FULL: every commit is fsynced (about 2 ms on this machine), so it survives those too.
 */
export type DatabaseSynchronous = 'NORMAL' | 'FULL';

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * Without TOKEN_SECRET, a secret is made once and kept beside the database, so logins survive a
 * restart and no secret is ever committed.
 */
function storedSecret(databaseFile: string): string {
  if (databaseFile === ':memory:') return crypto.randomBytes(32).toString('hex');
  const file = path.join(path.dirname(databaseFile), 'token-secret');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseFile = env.DATABASE_FILE ?? path.join(repoRoot, '.data', 'storefront.sqlite');
  return {
    databaseFile,
    tokenSecret: env.TOKEN_SECRET ?? storedSecret(databaseFile),
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    synchronous: env.DATABASE_SYNCHRONOUS === 'FULL' ? 'FULL' : 'NORMAL',
  };
}
