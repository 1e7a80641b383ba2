// The PostgreSQL and Redis the test command needs. With the services answering at
// their default addresses (or TEST_POSTGRES_URL / REDIS_URL set), those are used as they are: a
// configured address that does not answer fails the run loudly in the tests themselves. When
// nothing answers at a default address, the service is installed from Debian's packages if missing
// and a throwaway instance starts on a free port in a temporary folder; `stop()` ends it and
// removes the folder.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const DEFAULT_POSTGRES = { host: '127.0.0.1', port: 5432 };
const DEFAULT_REDIS = { host: '127.0.0.1', port: 6379 };
/** How long a throwaway service may take to accept connections. */
const SERVICE_START_DEADLINE_MS = 30_000;
/** How long a TCP probe waits for an answer before it counts the address as silent. */
const PROBE_TIMEOUT_MS = 1_000;

function answers({ host, port }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(address, name) {
  const deadline = Date.now() + SERVICE_START_DEADLINE_MS;
  while (!(await answers(address))) {
    if (Date.now() > deadline)
      throw new Error(
        `the throwaway ${name} did not answer on port ${address.port} within ${SERVICE_START_DEADLINE_MS / 1000} s`,
      );
    await delay(200);
  }
}

function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  console.log(`Installing Debian's ${packages.join(', ')} for the tests ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const result = spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...packages]);
}

/** The newest installed PostgreSQL's programs (Debian keeps them per version). */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** PostgreSQL refuses to run as root: then its programs run as the `postgres` account the package creates. */
function asPostgresUser(file, args, options = {}) {
  if (process.getuid?.() !== 0) return execFileSync(file, args, options);
  return execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], options);
}

async function throwawayPostgres(folder, expected) {
  let bin = postgresBin();
  if (!bin) {
    aptInstall(['postgresql']);
    // The package may have started its own cluster at the default address: then that one serves.
    if (await answers(expected)) return { env: {}, stop: () => undefined };
    bin = postgresBin();
    if (!bin)
      throw new Error(
        'PostgreSQL is not installed and could not be installed (apt-get install postgresql)',
      );
  }
  const port = await freePort();
  const data = path.join(folder, 'postgres');
  fs.mkdirSync(data, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  asPostgresUser(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync'],
    quiet,
  );
  asPostgresUser(
    path.join(bin, 'pg_ctl'),
    [
      '-D',
      data,
      '-l',
      path.join(folder, 'postgres.log'),
      '-w',
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ],
    quiet,
  );
  await waitUntilAnswering({ host: '127.0.0.1', port }, 'PostgreSQL');
  asPostgresUser(
    path.join(bin, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'test'],
    quiet,
  );
  console.log(
    `Nothing answered at ${expected.host}:${expected.port}: the tests use a throwaway PostgreSQL on port ${port}.`,
  );
  return {
    env: { TEST_POSTGRES_URL: `postgres://postgres@127.0.0.1:${port}/test` },
    stop: () => {
      try {
        asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], quiet);
      } catch {
        // Already gone: nothing to stop.
      }
    },
  };
}

async function throwawayRedis(folder, expected) {
  if (!commandExists('redis-server')) {
    aptInstall(['redis-server']);
    if (await answers(expected)) return { env: {}, stop: () => undefined };
  }
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      folder,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    {
      stdio: 'ignore',
    },
  );
  await waitUntilAnswering({ host: '127.0.0.1', port }, 'Redis');
  console.log(
    `Nothing answered at ${expected.host}:${expected.port}: the tests use a throwaway Redis on port ${port}.`,
  );
  return { env: { REDIS_URL: `redis://127.0.0.1:${port}` }, stop: () => child.kill('SIGTERM') };
}

/**
 * Makes sure the tests have their services; returns the environment to run them with and `stop`.
 * `defaults`: where the services are looked for first (their test points them at silent ports).
 */
export async function ensureTestServices(
  env = process.env,
  defaults = { postgres: DEFAULT_POSTGRES, redis: DEFAULT_REDIS },
) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-services-'));
  const started = [];
  try {
    if (!env.TEST_POSTGRES_URL && !(await answers(defaults.postgres)))
      started.push(await throwawayPostgres(folder, defaults.postgres));
    if (!env.REDIS_URL && !(await answers(defaults.redis)))
      started.push(await throwawayRedis(folder, defaults.redis));
  } catch (error) {
    for (const service of started) service.stop();
    throw error;
  }
  return {
    env: Object.assign({}, ...started.map((service) => service.env)),
    stop() {
      for (const service of started) service.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
