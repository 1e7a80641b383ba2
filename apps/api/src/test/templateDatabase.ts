import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiApp } from '../api';
import type { ApiConfig } from '../config';
import {
  createTestDatabase,
  databaseExists,
  renameDatabase,
  testsUsePostgres,
} from './testDatabase';
import { templateDatabasePrefix } from '../../../../tools/jest/templateDatabases.cjs';

/**
 * The test APIs start from a migrated and seeded template: the first API a jest worker starts for a
 * seed (demo or not, on this day: seeds date things relative to the day they run) migrates and seeds
 * a template, and every later one starts on a copy of it (a file copy on SQLite, `CREATE DATABASE …
 * TEMPLATE` on PostgreSQL), where the migrations and seeds find nothing left to do. A fresh migrate
 * and seed took 0.6–0.9 s on SQLite and about 1.5 s on PostgreSQL per test API, a copy about 0.1 s
 * (node-svc, 2026-12-02); the API tests start a few hundred. A test that names its own database
 * (`sameDatabaseAs`, a file, a URL) gets exactly that one.
 *
 * Jest gives every test file fresh modules, so a template is found by its name (the run, the
 * worker's process and the seed), not kept in memory; it appears under that name only once complete.
 * The run's teardown removes them all (tools/jest/templateDatabases.cjs).
 */

const run = process.env.STOREFRONT_TEST_RUN ?? String(process.pid);

function templateName(config: ApiConfig): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${templateDatabasePrefix(run)}${process.pid}_${config.demo ? 'demo' : 'plain'}_${day}`;
}

/** Starts the API once on `config` (a fresh database) and closes it: migrated and seeded. */
async function migrateAndSeed({
  redisUrl: _seedsNeedNoRedis,
  ...config
}: ApiConfig): Promise<void> {
  const app = await createApiApp(config);
  await app.close();
}

async function sqliteTemplate(config: ApiConfig): Promise<string> {
  const file = path.join(os.tmpdir(), `${templateName(config)}.sqlite`);
  if (fs.existsSync(file)) return file;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-api-template-'));
  try {
    const building = path.join(dir, 'template.sqlite');
    await migrateAndSeed({ ...config, databaseFile: building });
    fs.renameSync(building, file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return file;
}

async function postgresTemplate(config: ApiConfig): Promise<string> {
  const name = templateName(config);
  if (await databaseExists(name)) return name;
  const building = await createTestDatabase();
  try {
    await migrateAndSeed({ ...config, databaseUrl: building.url });
    // Its connections are closed now, as renaming and copying a database require.
    await renameDatabase(new URL(building.url).pathname.slice(1), name);
  } catch (error) {
    await building.drop();
    throw error;
  }
  return name;
}

/** A seeded database for a test API with these settings: the database settings to start it with. */
export async function seededTestDatabase(
  config: ApiConfig,
  dir: string,
): Promise<{
  settings: Partial<Pick<ApiConfig, 'databaseFile' | 'databaseUrl'>>;
  drop(): Promise<void>;
}> {
  if (testsUsePostgres()) {
    const database = await createTestDatabase({ template: await postgresTemplate(config) });
    return { settings: { databaseUrl: database.url }, drop: () => database.drop() };
  }
  const file = path.join(dir, 'test.sqlite');
  fs.copyFileSync(await sqliteTemplate(config), file);
  return { settings: { databaseFile: file }, drop: async () => undefined };
}
