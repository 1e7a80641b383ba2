import { folderStore } from './folderStore';
import { postgresStore } from './postgresStore';
import type { ReleaseStore } from './types';

/** The fleet's store: PostgreSQL with DATABASE_URL (every host shares it), else the folder. */
export async function openReleaseStore(
  env: NodeJS.ProcessEnv = process.env,
): Promise<ReleaseStore> {
  return env.DATABASE_URL ? postgresStore(env.DATABASE_URL) : folderStore(env);
}
