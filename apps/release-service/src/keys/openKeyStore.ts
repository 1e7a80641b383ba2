import { folderKeyStore } from './folderKeyStore';
import type { KeyStore } from './keyStore';
import { postgresKeyStore } from './postgresKeyStore';

/** The keys beside the release store the settings name: PostgreSQL with DATABASE_URL, else the folder. */
export async function openKeyStore(env: NodeJS.ProcessEnv = process.env): Promise<KeyStore> {
  return env.DATABASE_URL ? postgresKeyStore(env.DATABASE_URL) : folderKeyStore(env);
}
