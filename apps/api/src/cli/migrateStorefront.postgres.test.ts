// The fleet's least-privilege roles that `./storefront migrate` makes, on a real PostgreSQL: a
// storefront host reads releases and writes only what a host writes (heartbeats, prepare answers,
// its shell), never a registry, a canary or the history; the release service reaches the release
// store and, of the shop's, reads only the health of releases. Roles are the server's, shared by every database on it; the grants are this
// test database's. Needs PostgreSQL: unreachable, every test fails (createTestDatabase says so).
import pg from 'pg';
import {
  deployCanary,
  deployRelease,
  endCanary,
  liveHosts,
  pollUntil,
  postgresStore,
  rollbackRelease,
  startHeartbeat,
  type ReleaseStore,
} from '@storefront/releases';
import { apiConfigFromEnv, type ApiConfig } from '../config';
import { RELEASE_HEALTH_TABLES } from '../releaseHealth';
import {
  HOST_ROLE,
  RELEASE_SERVICE_ROLE,
  scramVerifier,
  urlAs,
  type RolePasswords,
} from '../db/databaseRoles';
import { API_START_TIMEOUT_MS, startTestApi } from '../test/testApi';
import {
  createTestDatabase,
  TEST_POSTGRES_URL,
  type TestDatabase,
  withPgClient,
} from '../test/testDatabase';
import { migrateStorefront } from './migrateStorefront';

const configOf = (url: string): ApiConfig => ({
  ...apiConfigFromEnv({
    DATABASE_URL: url,
    TOKEN_SECRET: 'roles-test-secret-of-at-least-32-bytes',
  }),
  logLevel: 'silent',
  demo: false,
});
const migrate = (url: string, passwords: RolePasswords = {}) =>
  migrateStorefront(configOf(url), passwords, () => undefined);

async function opened<T>(url: string, work: (store: ReleaseStore) => Promise<T>): Promise<T> {
  const store = await postgresStore(url);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

const filesOf = (text: string) =>
  new Map([
    ['browser/remoteEntry.js', Buffer.from(`/* ${text} */`)],
    ['server/remoteEntry.js', Buffer.from(`module.exports = ${JSON.stringify(text)};`)],
  ]);
const FILES = filesOf('first');
const SCOPE = { environment: 'roles-test' };
const AUTHOR = { actor: 'roles test', reason: 'least privilege', commit: 'none' };
const PERMISSION_DENIED = /permission denied/;

let database: TestDatabase;
let hostUrl: string;
let serviceUrl: string;
let release: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database.url);
  hostUrl = urlAs(database.url, HOST_ROLE);
  serviceUrl = urlAs(database.url, RELEASE_SERVICE_ROLE);
}, API_START_TIMEOUT_MS);
afterAll(() => database?.drop());

describe('storefront_release_service', () => {
  it('publishes and deploys a release through the store', async () => {
    await opened(serviceUrl, async (store) => {
      release = await store.publish('footer', FILES);
      await deployRelease(store, 'footer', FILES, SCOPE, AUTHOR);
      expect(await store.registry(SCOPE)).toEqual({ footer: release });
    });
  });

  it('keeps the team keys and reads nothing of the shop', async () => {
    await withPgClient(serviceUrl, async (client) => {
      await client.query(
        `INSERT INTO release_keys (id, team, remotes, environment, secret_hash, created_at, expires_at) VALUES ('k1', 'footer', '{footer}', 'roles-test', 'hash', now(), now() + interval '1 day')`,
      );
      expect((await client.query('SELECT id FROM release_keys')).rows).toEqual([{ id: 'k1' }]);
      for (const statement of [
        'SELECT * FROM carts',
        'SELECT * FROM customers',
        'SELECT * FROM staff_accounts',
        `DELETE FROM cart_items`,
        // The console's charts read the shoppers' health of releases; writing it is the hosts'.
        'DELETE FROM rum_slot_visitors',
        `DELETE FROM rum_vital_visitors`,
      ])
        await expect(client.query(statement)).rejects.toThrow(PERMISSION_DENIED);
      for (const table of RELEASE_HEALTH_TABLES)
        expect((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows).toHaveLength(1);
    });
  });
});

describe('storefront_host', () => {
  it('reads a release and its files', async () => {
    await opened(hostUrl, async (store) => {
      expect((await store.releases('footer')).map(({ id }) => id)).toEqual([release]);
      expect(await store.file('footer', release, 'server/remoteEntry.js')).toEqual(
        FILES.get('server/remoteEntry.js'),
      );
    });
  });

  it('may not write a release, its files or the schema, nor read the keys', async () => {
    await withPgClient(hostUrl, async (client) => {
      for (const statement of [
        `INSERT INTO fleet_releases (remote, id, manifest) VALUES ('footer', 'forged', '[]')`,
        `UPDATE fleet_releases SET manifest = '[]'`,
        'DELETE FROM fleet_releases',
        `INSERT INTO fleet_files (hash, bytes) VALUES ('forged', '\\x00')`,
        `UPDATE fleet_files SET bytes = '\\x00'`,
        'DELETE FROM fleet_files',
        'SELECT * FROM release_keys',
        'SELECT * FROM release_console_accounts',
        `INSERT INTO kysely_migration (name, timestamp) VALUES ('forged', 'now')`,
        'CREATE TABLE forged (id int)',
      ])
        await expect(client.query(statement)).rejects.toThrow(PERMISSION_DENIED);
    });
    await withPgClient(database.url, async (admin) => {
      expect((await admin.query('SELECT id FROM fleet_releases')).rows).toEqual([{ id: release }]);
    });
  });

  it('opens the store, reads the registry and writes its heartbeat, shell and prepare answers', async () => {
    await opened(hostUrl, async (store) => {
      expect(await store.registry(SCOPE)).toEqual({ footer: release });
      await store.publishShell(SCOPE.environment, {
        provides: { react: '19.0.0' },
        slotModules: {},
      });
      await store.publishShell(SCOPE.environment, {
        provides: { react: '19.1.0' },
        slotModules: {},
      });
      expect(await store.shell(SCOPE.environment)).toEqual({
        provides: { react: '19.1.0' },
        slotModules: {},
      });
    });
    const pool = new pg.Pool({ connectionString: hostUrl, max: 1 });
    const warnings: string[] = [];
    try {
      const stop = startHeartbeat(pool, 'roles-host', SCOPE.environment, (warning) =>
        warnings.push(warning),
      );
      await withPgClient(hostUrl, (client) =>
        pollUntil(
          3_000,
          () => liveHosts(client, SCOPE.environment),
          (hosts) => hosts.includes('roles-host'),
          'the heartbeat of a host as storefront_host',
        ),
      );
      await stop();
      expect(await pool.query('SELECT host FROM fleet_hosts')).toMatchObject({ rowCount: 0 });
      await pool.query(
        `INSERT INTO fleet_prepared (request, host, error) VALUES (gen_random_uuid(), 'roles-host', NULL)`,
      );
      await pool.query(`DELETE FROM fleet_prepared WHERE host = 'roles-host'`);
    } finally {
      await pool.end();
    }
    expect(warnings).toEqual([]);
  });

  it('reads a canary, but ends none and rolls nothing back: the release service is the registry’s one writer, the automatic rollback included', async () => {
    const canary = filesOf('canary');
    await opened(serviceUrl, (store) => deployCanary(store, 'footer', canary, SCOPE, 10, AUTHOR));
    await opened(hostUrl, async (store) => {
      expect(Object.keys(await store.canaries(SCOPE))).toEqual(['footer']);
      await expect(endCanary(store, 'footer', SCOPE, AUTHOR)).rejects.toThrow(PERMISSION_DENIED);
      await expect(rollbackRelease(store, 'footer', SCOPE, AUTHOR)).rejects.toThrow(
        PERMISSION_DENIED,
      );
    });
    await withPgClient(hostUrl, async (client) => {
      for (const statement of [
        `UPDATE fleet_registry SET release = 'forged'`,
        'DELETE FROM fleet_registry',
        'DELETE FROM fleet_canary',
        `UPDATE fleet_canary SET percent = 99`,
        `INSERT INTO fleet_registry_history (environment, site, remote, kind, actor, reason, commit) VALUES ('x', '', 'footer', 'rollback', 'forged', '', '')`,
      ])
        await expect(client.query(statement)).rejects.toThrow(PERMISSION_DENIED);
    });
    await opened(serviceUrl, async (store) => {
      expect(Object.keys(await store.canaries(SCOPE))).toEqual(['footer']);
      await endCanary(store, 'footer', SCOPE, AUTHOR);
      await rollbackRelease(store, 'footer', SCOPE, AUTHOR);
      expect(await store.registry(SCOPE)).toEqual({});
      expect((await store.history('footer', SCOPE)).map(({ kind }) => kind)).toEqual([
        'deploy',
        'canary',
        'canary-rollback',
        'rollback',
      ]);
    });
  });

  it(
    'starts the API (nothing pending to migrate) and writes a cart',
    async () => {
      const api = await startTestApi({ databaseUrl: hostUrl, demo: false });
      try {
        expect((await api.inject({ method: 'GET', url: '/service/health/ready' })).statusCode).toBe(
          200,
        );
        const add = await api.inject({
          method: 'POST',
          url: '/service/cart/api/cart/articles',
          payload: { productId: '100001' },
          headers: { 'x-hunter-site': 'DE' },
        });
        expect(add.statusCode).toBe(200);
      } finally {
        await api.close();
      }
    },
    API_START_TIMEOUT_MS,
  );

  it('is told to run migrate where the release store was never made', async () => {
    const fresh = await createTestDatabase();
    try {
      await expect(postgresStore(urlAs(fresh.url, HOST_ROLE))).rejects.toThrow(
        /not ready: Release tables missing \(fleet_files, .*`\.\/storefront migrate` with the admin DATABASE_URL/,
      );
    } finally {
      await fresh.drop();
    }
  });
});

describe('./storefront migrate', () => {
  it(
    'runs twice at once on a fresh database, and again, with the same grants',
    async () => {
      const fresh = await createTestDatabase();
      try {
        await Promise.all([migrate(fresh.url), migrate(fresh.url)]);
        await migrate(fresh.url);
        await withPgClient(urlAs(fresh.url, HOST_ROLE), async (client) => {
          expect(
            (await client.query('SELECT count(*)::int AS n FROM fleet_releases')).rows,
          ).toEqual([{ n: 0 }]);
          await expect(
            client.query(
              `INSERT INTO fleet_releases (remote, id, manifest) VALUES ('footer', 'x', '[]')`,
            ),
          ).rejects.toThrow(PERMISSION_DENIED);
        });
      } finally {
        await fresh.drop();
      }
    },
    API_START_TIMEOUT_MS * 2,
  );

  it('sets the passwords as PostgreSQL hashes them, and prints where each URL goes, never a password', async () => {
    const passwords = { host: 'host password 1', releaseService: 'service-password-2' };
    // Trust authentication: the admin's password is only there to be left out of what is printed.
    const withPassword = new URL(database.url);
    withPassword.password = 'admin-secret';
    const printed = await migrate(withPassword.toString(), passwords);
    const text = printed.join('\n');
    expect(text).toContain(
      `${urlAs(database.url, HOST_ROLE)} with the password of STOREFRONT_HOST_PASSWORD`,
    );
    expect(text).toContain(urlAs(database.url, RELEASE_SERVICE_ROLE));
    for (const secret of [passwords.host, passwords.releaseService, 'admin-secret'])
      expect(text).not.toContain(secret);
    await withPgClient(TEST_POSTGRES_URL, async (admin) => {
      const stored = async () =>
        (
          await admin.query<{ rolpassword: string }>(
            'SELECT rolpassword FROM pg_authid WHERE rolname = $1',
            [HOST_ROLE],
          )
        ).rows[0]?.rolpassword ?? '';
      const saltOf = (verifier: string) => {
        const [, iterations, salt] = /^SCRAM-SHA-256\$(\d+):([^$]+)\$/.exec(verifier) ?? [];
        return [Buffer.from(salt ?? '', 'base64'), Number(iterations)] as const;
      };
      const ours = await stored();
      expect(ours).toBe(scramVerifier(passwords.host, ...saltOf(ours)));
      // The server's own hash of a password, with its salt, is what scramVerifier makes of it.
      await admin.query(`ALTER ROLE ${HOST_ROLE} PASSWORD 'server hashed 3'`);
      const servers = await stored();
      expect(scramVerifier('server hashed 3', ...saltOf(servers))).toBe(servers);
    });
  });
});
