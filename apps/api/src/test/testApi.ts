import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createApiApp } from '../api';
import { apiConfigFromEnv, type ApiConfig } from '../config';
import { testsUsePostgres } from './testDatabase';
import { seededTestDatabase } from './templateDatabase';

/** Every domain migrates and seeds a fresh database; on 2 busy cores that takes several seconds. */
export const API_START_TIMEOUT_MS = 60_000;

export interface TestApi {
  app: FastifyInstance;
  config: ApiConfig;
  /** A connection of the test's own to the API's database (SQLite or PostgreSQL), to look or tamper. */
  db: Kysely<Database>;
  /** A request as our own page sends it: with the csrf cookie and the matching header. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const CSRF = 'test-csrf-token-0123456789';

/**
 * The real API on a real database of its own: a SQLite file in a fresh temporary folder, or a fresh
 * PostgreSQL database in the PostgreSQL run (see testDatabase.ts). In demo mode (the tests log in
 * with the demo accounts) unless `overrides` says `demo: false`.
 */
export async function startTestApi(
  overrides: Partial<ApiConfig> = {},
  options: FastifyServerOptions = {},
): Promise<TestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-api-'));
  const settings: ApiConfig = {
    ...apiConfigFromEnv({ DATABASE_FILE: path.join(dir, 'test.sqlite') }),
    logLevel: 'silent',
    demo: true,
    ...overrides,
  };
  // A test that restarts on another test API's database names it (sameDatabaseAs); else a seeded
  // copy of its own (templateDatabase.ts).
  const namesItsDatabase = testsUsePostgres()
    ? overrides.databaseUrl !== undefined
    : overrides.databaseFile !== undefined;
  const database = namesItsDatabase ? undefined : await seededTestDatabase(settings, dir);
  const config: ApiConfig = { ...settings, ...database?.settings };
  const app = await createApiApp(config, options);
  const { db } = openDatabase(config);
  // Tests that restart the API put the new app into `app`: requests and close() go to that one.
  const testApi: TestApi = {
    app,
    config,
    db,
    inject(options) {
      const cookies = { csrf_token: CSRF, ...(options.cookies ?? {}) };
      const headers = { 'x-csrf-token': CSRF, ...(options.headers ?? {}) };
      return testApi.app.inject({ ...options, cookies, headers });
    },
    async close() {
      await db.destroy();
      await testApi.app.close();
      await database?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return testApi;
}

/** The settings that point a second test API at the same database as `config`. */
export function sameDatabaseAs(config: ApiConfig): Pick<ApiConfig, 'databaseFile' | 'databaseUrl'> {
  return {
    databaseFile: config.databaseFile,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  };
}
