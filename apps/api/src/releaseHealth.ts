import fs from 'node:fs';
import { databaseFileOf } from './config';
import { openDatabase, type OpenedDatabase } from './db/database';
import { slotHealthPerMinute, vitalsSince } from './domains/rum';

/** The shoppers' health tables the release service reads (`./storefront migrate` grants it SELECT on them). */
export const RELEASE_HEALTH_TABLES = ['rum_slot_visitors', 'rum_vital_visitors'] as const;

/**
 * What the release console shows of a release's health, read by the release service from the
 * storefront's database: the fleet's PostgreSQL through the service's own role (SELECT on
 * RELEASE_HEALTH_TABLES, nothing else of the shop), or the embedded default's SQLite file. Before
 * the storefront made its tables, a release has no health yet.
 */
export interface ReleaseHealthReader {
  shoppersPerMinute(
    remote: string,
    release: string,
    now: Date,
    minutes: number,
  ): Promise<{ minute: string; loaded: number; failures: number }[]>;
  vitalsSince(
    remote: string,
    release: string,
    since: Date,
    site?: string,
  ): Promise<{ INP: number[]; LCP: number[] }>;
  close(): Promise<void>;
}

/** A table the storefront has not made yet: SQLite's message, PostgreSQL's undefined_table. */
const isMissingTable = (error: unknown) =>
  (error as { code?: unknown }).code === '42P01' ||
  /no such table/.test(error instanceof Error ? error.message : '');

/** The health of releases in the storefront's database the settings name (DATABASE_URL, else DATABASE_FILE). */
export function openReleaseHealth(env: NodeJS.ProcessEnv): ReleaseHealthReader {
  const config = { databaseUrl: env.DATABASE_URL, databaseFile: databaseFileOf(env) };
  let opened: OpenedDatabase | undefined;
  // The embedded file is the storefront's to create: opened once it is there.
  const database = () => {
    if (!opened && (config.databaseUrl || fs.existsSync(config.databaseFile)))
      opened = openDatabase({ databaseUrl: config.databaseUrl, databaseFile: config.databaseFile });
    return opened;
  };
  async function read<T>(empty: T, query: (opened: OpenedDatabase) => Promise<T>): Promise<T> {
    const db = database();
    if (!db) return empty;
    try {
      return await query(db);
    } catch (error) {
      if (isMissingTable(error)) return empty;
      throw error;
    }
  }
  return {
    shoppersPerMinute: (remote, release, now, minutes) =>
      read([], ({ db }) => slotHealthPerMinute(db, remote, release, now, minutes)),
    vitalsSince: (remote, release, since, site) =>
      read({ INP: [], LCP: [] }, ({ db }) => vitalsSince(db, remote, release, since, site)),
    async close() {
      await opened?.db.destroy();
    },
  };
}
