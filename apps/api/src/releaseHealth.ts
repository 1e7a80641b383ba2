import fs from 'node:fs';
import { databaseFileOf } from './config';
import { openDatabase, type OpenedDatabase } from './db/database';
import {
  serverHealthSince,
  slotHealthPerMinute,
  slotHealthSince,
  vitalsSince,
  type ServerHealth,
  type SlotHealth,
} from './domains/rum';

/**
 * The health tables the release service reads (`./storefront migrate` grants its role SELECT on
 * them and nothing else of the shop): what shoppers' browsers reported, their vitals, and what
 * every host rendered of each release.
 */
export const RELEASE_HEALTH_TABLES = [
  'rum_slot_visitors',
  'rum_vital_visitors',
  'server_slot_outcomes',
] as const;

/**
 * A release's health as the release service reads it from the storefront's database, for the
 * automatic rollback's verdict and the release console: the fleet's PostgreSQL through the service's own role (SELECT on
 * RELEASE_HEALTH_TABLES, nothing else of the shop), or the embedded default's SQLite file. Before
 * the storefront made its tables, a release has no health yet.
 */
export interface ReleaseHealthReader {
  /** What shoppers' browsers reported of a release since `since` (a canary's start), on a site or every site. */
  shoppersSince(remote: string, release: string, since: Date, site?: string): Promise<SlotHealth>;
  /** What every host rendered of a release since `since`: slots rendered, and fallen back. */
  serversSince(remote: string, release: string, since: Date, site?: string): Promise<ServerHealth>;
  /** The shoppers who loaded a release, and whose load failed, per minute over the last `minutes`, oldest first. */
  shoppersPerMinute(
    remote: string,
    release: string,
    now: Date,
    minutes: number,
  ): Promise<{ minute: string; loaded: number; failures: number }[]>;
  /** Each shopper's worst INP and LCP pinned on a remote's release since `since` (milliseconds). */
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
    shoppersSince: (remote, release, since, site) =>
      read({ loaded: 0, loadFailures: 0, renderErrors: 0 }, ({ db }) =>
        slotHealthSince(db, remote, release, since, site),
      ),
    serversSince: (remote, release, since, site) =>
      read({ rendered: 0, failed: 0 }, ({ db }) =>
        serverHealthSince(db, remote, release, since, site),
      ),
    shoppersPerMinute: (remote, release, now, minutes) =>
      read([], ({ db }) => slotHealthPerMinute(db, remote, release, now, minutes)),
    vitalsSince: (remote, release, since, site) =>
      read({ INP: [], LCP: [] }, ({ db }) => vitalsSince(db, remote, release, since, site)),
    async close() {
      await opened?.db.destroy();
    },
  };
}
