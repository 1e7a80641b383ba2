import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { COOKIE_NAMES } from '@storefront/contracts';
import { apiConfigFromEnv } from './config';
import { minuteOf } from './domains/rum';
import { mountApi, type MountedApi } from './mountApi';
import { openReleaseHealth } from './releaseHealth';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_USERNAME } from './test/demoAccounts';
import { API_START_TIMEOUT_MS } from './test/testApi';
import { createTestDatabase, testsUsePostgres, type TestDatabase } from './test/testDatabase';

const CSRF = 'mounted-api-csrf-0123456789';

let dir: string;
/** A fresh PostgreSQL database in the PostgreSQL run (testDatabase.ts); else a SQLite file in `dir`. */
let database: TestDatabase | undefined;
/** The host: an app of its own with the cookie plugin, as the document server's. */
let host: FastifyInstance;
let api: MountedApi;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-mounted-api-'));
  database = testsUsePostgres() ? await createTestDatabase() : undefined;
  host = Fastify();
  await host.register(cookie);
  api = await mountApi(host, {
    ...apiConfigFromEnv({ DATABASE_FILE: path.join(dir, 'test.sqlite'), DEMO: 'true' }),
    ...(database ? { databaseUrl: database.url } : {}),
    logLevel: 'silent',
  });
}, API_START_TIMEOUT_MS);

afterAll(async () => {
  await host.close();
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the API mounted on a host', () => {
  it('answers under /service on the host’s app', async () => {
    const login = await host.inject({
      method: 'POST',
      url: '/service/login/api/v1/staff/login',
      payload: { username: DEMO_STAFF_USERNAME, password: DEMO_STAFF_PASSWORD },
      cookies: { csrf_token: CSRF },
      headers: { 'x-csrf-token': CSRF },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((each) => each.name === COOKIE_NAMES.staffAuth)?.value).toMatch(
      /.{20,}/,
    );
  });

  it('adds the server outcomes a host counted where the release service’s reader finds them', async () => {
    const now = new Date();
    const count = { minute: minuteOf(now), site: 'DE', remote: 'footer', release: 'c0ffeec0ffee' };
    await api.health.addServerOutcomes(
      [
        { ...count, outcome: 'rendered', count: 3 },
        { ...count, outcome: 'deadline', count: 1 },
      ],
      now,
    );
    const since = new Date(now.getTime() - 60_000);
    // Another process's reader, as the release service opens it from its own settings.
    const reader = openReleaseHealth({
      DATABASE_FILE: path.join(dir, 'test.sqlite'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    try {
      expect(await reader.serversSince('footer', 'c0ffeec0ffee', since, 'DE')).toEqual({
        rendered: 3,
        failed: 1,
      });
      expect(await reader.shoppersSince('footer', 'c0ffeec0ffee', since)).toEqual({
        loaded: 0,
        loadFailures: 0,
        renderErrors: 0,
      });
    } finally {
      await reader.close();
    }
  });

  it('gives the release service no health before the storefront made its database', async () => {
    const reader = openReleaseHealth({ DATABASE_FILE: path.join(dir, 'not-yet', 'x.sqlite') });
    expect(await reader.serversSince('footer', 'c0ffeec0ffee', new Date(0))).toEqual({
      rendered: 0,
      failed: 0,
    });
    expect(fs.existsSync(path.join(dir, 'not-yet'))).toBe(false);
    await reader.close();
  });
});
