import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './tools/chromium/chromiumArgs';

/** The composed storefront as the README starts it, on its own port and a fresh database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The storefront's Prometheus port in the tests (issue 28, item 2): beside E2E_PORT unless set. */
/** Slot loads a canary needs before it is judged (CANARY_MIN_SAMPLE): few, so e2e/canary.spec.ts sees a rollback in seconds. */
export const E2E_CANARY_MIN_SAMPLE = 4;
export const E2E_METRICS_PORT = Number(process.env.E2E_METRICS_PORT ?? E2E_PORT + 2);
/**
 * The release service beside the storefront, as `./storefront start` runs it: the registry's one
 * writer, which judges the canaries and serves the release console.
 */
export const E2E_RELEASE_SERVICE_PORT = Number(
  process.env.E2E_RELEASE_SERVICE_PORT ?? E2E_PORT + 3,
);
const databaseFile =
  process.env.E2E_DATABASE_FILE ??
  path.join(os.tmpdir(), `storefront-e2e-${process.pid}`, 'storefront.sqlite');
// Workers re-read this file in their own process: hand them the runner's database path (the
// newsletter specs read the double-opt-in outbox from it).
process.env.E2E_DATABASE_FILE = databaseFile;
// The release store of this run (e2e/deploy.spec.ts deploys into it while the server runs).
const releaseStore =
  process.env.E2E_RELEASE_STORE_DIR ?? path.join(path.dirname(databaseFile), 'releases');
process.env.E2E_RELEASE_STORE_DIR = releaseStore;

/**
 * The specs that run one at a time, after all the others: those that change the release registry
 * every page reads (a deploy, a canary, a forced broken release), start a storefront of their own,
 * or hold the page to a real-clock bound (another tab in step within a
 * second), which a second browser on the same two cores would stretch.
 */
const ALONE = [
  'deploy',
  'canary',
  'blast-radius',
  'sandbox',
  'release-console',
  'production',
  'tabs',
].map((spec) => `${spec}.spec.ts`);
const desktop = { viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two workers on the two cores: 11.5 instead of 14.4 min for the suite. They share one storefront
  // and its database, so a spec that changes what every page reads is in ALONE, which runs last on
  // one; accounts are shared only where nothing of the account changes (logins, not passwords).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  // No retries anywhere: a test that needs one is a defect to mend, not to hide (scripts/test.mjs counts any).
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-output/e2e.json' }]],
  use: {
    baseURL: `http://de.localhost:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_ARGS,
    },
    // A failed test keeps its trace (the actions with their logs, the network, the console) and a
    // screenshot and the page's accessibility snapshot at the failure. No DOM snapshot at each step:
    // recorded in every passing test, they cost four specs 1.11× their wall time (docs/architecture/operations.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: desktop, grepInvert: /@phone-only/, testIgnore: ALONE },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      grep: /@phone/,
      testIgnore: ALONE,
    },
    {
      name: 'alone',
      use: desktop,
      testMatch: ALONE,
      workers: 1,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    url: `http://localhost:${E2E_PORT}/service/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // LOGIN_TOKEN_RENEW_AFTER_S=0: a login token is renewable at once, so e2e/login-renewal can show a
    // real renewal with the browser clock fast-forwarded (the server's clock cannot be).
    env: {
      PORT: String(E2E_PORT),
      DATABASE_FILE: databaseFile,
      LOG_LEVEL: 'warn',
      LOGIN_TOKEN_RENEW_AFTER_S: '0',
      DEMO: 'true',
      RELEASE_STORE_DIR: releaseStore,
      METRICS_PORT: String(E2E_METRICS_PORT),
      RELEASE_SERVICE_PORT: String(E2E_RELEASE_SERVICE_PORT),
      CANARY_MIN_SAMPLE: String(E2E_CANARY_MIN_SAMPLE),
    },
  },
});
