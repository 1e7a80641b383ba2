// The proof of issue 25 with real processes: two storefront processes, each started in a working
// directory of its own with its own release folder (nothing shared but PostgreSQL and Redis), and
// `./storefront deploy|rollback|releases` run from a third directory against the same database.
// Needs the built storefront (pnpm build, which the test command runs first) and PostgreSQL.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import {
  createTestDatabase,
  withPgClient,
  type TestDatabase,
} from '../../../api/src/test/testDatabase';
import { API_START_TIMEOUT_MS } from '../../../api/src/test/testApi';
import {
  postgresStore,
  fileHash,
  DEPLOY_APPLICATION_NAME,
  newSigningKeyPair,
  pollUntil,
  readReleaseFolder,
  REGISTRY_CHANNEL,
  releaseSignerFromEnv,
  signingStore,
} from '@storefront/releases';
import pg from 'pg';
import { INITIAL_STATE_ELEMENT_ID, InitialStateSchema } from '@storefront/contracts';
import {
  clickInSlotAndStay,
  connectTo,
  freePort,
  onePageInThreeRelease,
  SHOPPER_PAGE_PARAMETER,
  slowToClickRelease,
} from '@storefront/testing';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../../tools/chromium/chromiumArgs';

const repoRoot = path.resolve(__dirname, '../../../..');
const tsxLoader = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * How long the test waits for both processes to serve a change before it calls it lost: a limit for
 * waiting, not issue 25's 2 s, which the bench measures (bench/fleetPropagation.ts).
 */
const CHANGE_LOST_AFTER_MS = 30_000;
/** How often the hosts re-read the registry whatever they heard: short, so a lost notification shows here. */
const RECONCILE_MS = 2_000;
/** A deploy whose one host is stopped fails after this, not after the default minute. */
const PREPARE_DEADLINE_MS = 3_000;
/** Two processes start, several deploys each wait for both. */
const TEST_TIMEOUT_MS = 120_000;
const TEXT = 'Zahlungsarten und Versandpartner';
/** The staff account the preview test adds, as an operator would. */
const STAFF_PASSWORD = 'Fleet-Staff-Password-1';
/** Every host's and the operator's commands' (the same for every process of a fleet). */
const TOKEN_SECRET = 'fleet-test-secret-of-at-least-32-bytes!';

/** The release service's key pair: it (and the operator) signs with the private half, every host verifies with the public one. */
const SIGNING = newSigningKeyPair();

interface Host {
  name: string;
  base: string;
  metrics: string;
  child: ChildProcess;
  dir: string;
}

/** `again`: the host restarted on its own port and disk, as a supervisor restarts a process. */
async function startHost(name: string, databaseUrl: string, again?: Host): Promise<Host> {
  const dir = again?.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), `fleet-${name}-`));
  const port = again ? Number(new URL(again.base).port) : await freePort();
  const metricsPort = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', tsxLoader, path.join(repoRoot, 'apps/document-server/src/main.ts')],
    {
      cwd: dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        TOKEN_SECRET,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SHUTDOWN_DRAIN_MS: '0',
        RELEASE_STORE_DIR: path.join(dir, 'releases'),
        FLEET_HOST: name,
        STOREFRONT_ENV: 'fleet',
        RELEASE_VERIFY_KEY: SIGNING.publicPem,
        METRICS_PORT: String(metricsPort),
        FLEET_RECONCILE_MS: String(RECONCILE_MS),
        FLEET_PREPARE_DEADLINE_MS: String(PREPARE_DEADLINE_MS),
        // One render worker each: two hosts share this machine's two cores with the other test files,
        // and a deploy recycles every worker of both at once (each loads the shell's server bundle and
        // every live release). With the default, two per core, host B once served no page for 2 s
        // after a deploy in a full run (2026-11-27), where each host has a machine of its own in production.
        RENDER_WORKERS: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  reportCrash(name, child);
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    metrics: `http://127.0.0.1:${metricsPort}/metrics`,
    child,
    dir,
  };
}

/** How much of a host's stderr a crash report shows. */
const STDERR_KEPT = 6_000;

/**
 * A host that ends by itself (an exit code other than 0, a signal the test does not send) is a
 * crash: its last stderr goes to the test's output, so a failure later in the file says why the
 * host was gone instead of only that it was.
 */
function reportCrash(name: string, child: ChildProcess): void {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-STDERR_KEPT);
  });
  child.once('exit', (code, signal) => {
    if (code === 0 || signal === 'SIGKILL' || signal === 'SIGTERM') return;
    console.error(
      `${name} ended by itself (code ${code}, signal ${signal}); its last stderr:\n${tail}`,
    );
  });
}

/** The release service as its own process on the fleet's database (`./storefront release-service`). */
async function startReleaseService(
  settings: NodeJS.ProcessEnv = {},
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', tsxLoader, path.join(repoRoot, 'apps/release-cli/src/serviceMain.ts')],
    {
      cwd: deployDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        STOREFRONT_ENV: 'fleet',
        RELEASE_SERVICE_PORT: String(port),
        RELEASE_SIGNING_KEY: SIGNING.privatePem,
        LOG_LEVEL: 'silent',
        FLEET_PREPARE_DEADLINE_MS: String(PREPARE_DEADLINE_MS * 10),
        ...settings,
      },
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  // Up when it answers: a request without a key is refused with 401.
  await pollUntil(
    API_START_TIMEOUT_MS,
    () =>
      fetch(`${base}/v1/key`).then(
        (response) => response.status,
        () => 0,
      ),
    (status) => status === 401,
    'the release service answers',
  );
  return { base, child };
}

interface RawAnswer {
  status: number;
  body: string;
}

/**
 * A request written whole to a stopped host (the kernel takes the connection and the bytes): once
 * the host runs again it finds it waiting, before any timer of its own has run. Resolves when sent,
 * to the answer still to come.
 */
async function sentWhileStopped(host: Host, url: string): Promise<{ answer: Promise<RawAnswer> }> {
  const socket = await connectTo(Number(new URL(host.base).port));
  const chunks: Buffer[] = [];
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...body] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: body.join('\r\n\r\n') });
    });
  });
  answer.catch(() => undefined); // seen where it is awaited
  await new Promise<void>((sent, failed) =>
    socket.write(
      `GET ${url} HTTP/1.1\r\nHost: de.localhost\r\nConnection: close\r\n\r\n`,
      (error) => (error ? failed(error) : sent()),
    ),
  );
  return { answer };
}

const whenReady = (host: Host) =>
  pollUntil(
    API_START_TIMEOUT_MS,
    () => fetch(`${host.base}/service/health/ready`),
    (response) => response.ok,
    `${host.name} ready`,
  );

/** One page a host answered during a fault test, as much of it as the checks need. */
interface StreamedPage {
  host: string;
  status: number;
  whole: boolean;
  /** The footer releases the page's state and links name (`local`: the shell's own build). */
  releases: string[];
  footer: string | undefined;
  /**
   * What the page's state says the server put in the footer's place (`rendered`, its `fallback`),
   * or nothing: the browser renders it. A host whose turn for a page did not come in time (one
   * stopped with a render in flight, one starting again) sheds the page's slots to the browser by
   * design (the render deadline); such a page carries no footer markup to mismatch.
   */
  footerSlot: string | undefined;
}

/** Between one shopper's pages on a host: a steady stream, not a load test. */
const STREAM_PAUSE_MS = 100;

/**
 * A steady stream of shoppers' requests for DE home to every host, one after another per host,
 * until stopped. A host that is down refuses the connection, and one still starting answers every
 * page 503 with Retry-After (apps/api/src/http/startingProbes.ts): both named in `notServing`, as a
 * load balancer sends those shoppers elsewhere. A stopped host holds the request until it runs again.
 */
function pageStream(targets: (() => Host)[]) {
  const pages: StreamedPage[] = [];
  const notServing: string[] = [];
  let stopped = false;
  const loops = targets.map(async (target) => {
    while (!stopped) {
      const host = target();
      try {
        const response = await fetch(`${host.base}/`, { headers: { host: 'de.localhost' } });
        const html = await response.text();
        if (response.status === 503 && response.headers.has('retry-after')) {
          notServing.push(host.name);
          await delay(STREAM_PAUSE_MS);
          continue;
        }
        pages.push({
          host: host.name,
          status: response.status,
          whole: html.trimEnd().endsWith('</html>'),
          releases: [
            ...new Set(
              [...html.matchAll(/\/remotes\/footer\/(?:([0-9a-f]{12})\/)?mf-manifest\.json/g)].map(
                (match) => match[1] ?? 'local',
              ),
            ),
          ],
          footer: footerText(html),
          footerSlot: footerSlotOf(html),
        });
      } catch {
        notServing.push(host.name);
      }
      await delay(STREAM_PAUSE_MS);
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return { pages, notServing };
    },
  };
}

const page = (host: Host) =>
  fetch(`${host.base}/`, { headers: { host: 'de.localhost' } }).then((response) => response.text());
const footerText = (html: string) => new RegExp(`${TEXT}[^<"]*`).exec(html)?.[0];
const footerSlotOf = (html: string): string | undefined => {
  const state = new RegExp(`id="${INITIAL_STATE_ELEMENT_ID}">([^<]*)<`).exec(html)?.[1];
  return state ? InitialStateSchema.parse(JSON.parse(state)).slots?.['footer/Footer'] : undefined;
};

/** A release manager's session on the release service's console, as a browser holds it. */
interface ConsoleSession {
  base: string;
  cookie: string;
  form: string;
  password: string;
}

/**
 * Makes the footer team's console account (as the operator's `keys console-add` does) and logs it
 * in on the service's console, as a browser on its login form would.
 */
async function consoleSession(base: string): Promise<ConsoleSession> {
  const added = await storefront([
    'keys',
    'console-add',
    'rita',
    '--name',
    'Rita Release',
    '--team',
    'footer',
    '--remote',
    'footer',
  ]);
  expect(added.code).toBe(0);
  const password = added.output.trim().split('\n').at(-1) ?? '';
  const login = await fetch(`${base}/console/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ login: 'rita', password }),
  });
  expect(login.status).toBe(303);
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const signedIn = await (await fetch(`${base}/console`, { headers: { cookie } })).text();
  const form = /name="form" value="([^"]+)"/.exec(signedIn)?.[1] ?? '';
  return { base, cookie, form, password };
}

/** The console's confirmed roll-back of the footer in the whole environment, as its confirm step posts it. */
const consoleRollback = (session: ConsoleSession) =>
  fetch(`${session.base}/console/action`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: session.base,
      cookie: session.cookie,
    },
    body: new URLSearchParams({
      form: session.form,
      password: session.password,
      action: 'rollback',
      remote: 'footer',
      site: '',
    }),
  });

/** The footer release a page loads (its manifest's release id, or `local`: the shell's own build). */
const footerReleaseOf = (html: string) =>
  /\/remotes\/footer\/(?:([0-9a-f]{12})\/)?mf-manifest\.json/.exec(html)?.[1] ?? 'local';

/** A shopper's visit to DE home on `host`, with the cookies they hold (none on a first visit). */
async function visit(host: Host, cookie?: string) {
  const response = await fetch(`${host.base}/`, {
    headers: { host: 'de.localhost', ...(cookie ? { cookie } : {}) },
  });
  const visitor = response.headers
    .getSetCookie()
    .map((set) => set.split(';')[0] ?? '')
    .find((pair) => pair.split('=')[0]?.endsWith('sf_visitor'));
  return {
    release: footerReleaseOf(await response.text()),
    /** The visitor cookie the answer set, as `name=value`. */
    visitor,
    cacheControl: response.headers.get('cache-control') ?? '',
  };
}

/** How long a failing canary may take to be rolled back (issue 52's proof): a limit for waiting. */
const ROLLBACK_WAIT_MS = 60_000;
/** The main-thread work the slow canary adds to every click in its footer (issue 52's proof). */
const SLOW_CLICK_MS = 300;
/** Shoppers with an INP per release before the service judges the slow canary (CANARY_MIN_SAMPLE). */
const INP_MIN_SAMPLE = 4;

let database: TestDatabase;
let hosts: Host[];
/** Hosts a test starts beside the two (stopped here whatever the test did). */
const extraHosts: Host[] = [];
let deployDir: string;

async function storefront(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(repoRoot, 'storefront'), args, {
      cwd: deployDir,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        STOREFRONT_ENV: 'fleet',
        RELEASE_STORE_DIR: path.join(deployDir, 'releases'),
        RELEASE_SIGNING_KEY: SIGNING.privatePem,
        ...env,
      },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Deploys `dist` as a canary footer with `args` (its share, steps, reason); the deploy must succeed. The canary's release id. */
async function deployFooterCanary(
  dist: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  const deploy = await storefront(['deploy', 'footer', '--dist', dist, ...args], env);
  // The deploy's own words when it fails.
  expect(deploy.code === 0 ? 'deployed' : deploy.output).toBe('deployed');
  return /footer release ([0-9a-f]{12}) is a canary/.exec(deploy.output)?.[1] ?? '';
}

/** The footer's build with the German payment heading changed, as CI would build it. */
function changedFooterBuild(label: string): string {
  const build = path.join(deployDir, `footer-${label}`);
  fs.cpSync(path.join(repoRoot, 'apps/footer/dist'), build, { recursive: true });
  for (const entry of fs.readdirSync(build, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^texts-de-DE-json\.[0-9a-f]+\.js$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(TEXT, `${TEXT} ${label}`));
  }
  return build;
}

beforeAll(async () => {
  database = await createTestDatabase();
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-deployer-'));
  hosts = await Promise.all([startHost('host-a', database.url), startHost('host-b', database.url)]);
  for (const host of hosts) await whenReady(host);
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  for (const host of [...hosts, ...extraHosts]) {
    host.child.kill('SIGKILL');
    fs.rmSync(host.dir, { recursive: true, force: true });
  }
  fs.rmSync(deployDir, { recursive: true, force: true });
  await database.drop();
});

describe('two storefront processes on one PostgreSQL, deployed to from a third directory', () => {
  it(
    'both serve a deploy, serve each other’s release files, both serve the rollback, and the history says who and why',
    async () => {
      const deploy = await storefront(
        [
          'deploy',
          'footer',
          '--dist',
          changedFooterBuild('neu'),
          '--reason',
          'new payment heading',
        ],
        { DEPLOY_ACTOR: 'Ada' },
      );
      expect({ code: deploy.code, output: deploy.output }).toMatchObject({ code: 0 });
      const release = /release ([0-9a-f]{12}) is live/.exec(deploy.output)?.[1] ?? '';
      for (const host of hosts)
        await pollUntil(
          CHANGE_LOST_AFTER_MS,
          () => page(host),
          (html) => footerText(html) === `${TEXT} neu`,
          `${host.name} serves the deploy`,
        );

      // Every file of the release, asked of host B as a page from host A would: 200, immutable (the server container: 404).
      const [hostA, hostB] = hosts as [Host, Host];
      expect(await page(hostA)).toContain(`/remotes/footer/${release}/mf-manifest.json`);
      const store = await postgresStore(database.url);
      try {
        const manifest = (await store.manifest('footer', release)) ?? [];
        expect(manifest.length).toBeGreaterThan(3);
        fs.rmSync(path.join(hostB.dir, 'releases/remotes/footer', release), { recursive: true }); // B lost its copy: fetched again on a miss
        for (const [file, hash] of manifest) {
          const response = await fetch(`${hostB.base}/remotes/footer/${release}/${file}`, {
            headers: { 'accept-encoding': 'identity' },
          });
          // The release's server container is the render workers' alone, never served (issue 29 item 6).
          if (file.startsWith('server/')) {
            expect([file, response.status]).toEqual([file, 404]);
            continue;
          }
          expect([file, response.status, response.headers.get('cache-control')]).toEqual([
            file,
            200,
            'public, max-age=31536000, immutable',
          ]);
          expect(fileHash(Buffer.from(await response.arrayBuffer()))).toBe(hash);
        }
      } finally {
        await store.close();
      }

      const rollback = await storefront(['rollback', 'footer', '--reason', 'wrong heading'], {
        DEPLOY_ACTOR: 'Bob',
      });
      expect(rollback.code).toBe(0);
      for (const host of hosts)
        await pollUntil(
          CHANGE_LOST_AFTER_MS,
          () => page(host),
          (html) => footerText(html) === TEXT,
          `${host.name} serves the rollback`,
        );
      const listing = await storefront(['releases', 'footer']);
      expect(listing.output).toMatch(
        new RegExp(`deploy .* -> ${release}\\s+by Ada .*: new payment heading`),
      );
      expect(listing.output).toMatch(
        new RegExp(
          `rollback +${release} -> the release the shell shipped with\\s+by Bob .*: wrong heading`,
        ),
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'keeps every page whole through a deploy and an emergency rollback under faults (issue 55): one host stopped, one with a failed disk, one killed and restarted, every store connection cut',
    async () => {
      const [hostA, hostB] = hosts as [Host, Host];
      // host-c: the one killed and restarted, on its own port and disk.
      let hostC = await startHost('host-c', database.url);
      extraHosts.push(hostC);
      await whenReady(hostC);
      const stream = pageStream([() => hostA, () => hostB, () => hostC]);
      const label = 'unter-last';
      // A's disk fails: it still heartbeats and serves, but cannot copy a release.
      const footerCopies = path.join(hostA.dir, 'releases/remotes/footer');
      const saved = `${footerCopies}.saved`;
      fs.renameSync(footerCopies, saved);
      fs.writeFileSync(footerCopies, 'not a folder');
      let readinessWhileStopped: Promise<RawAnswer> | undefined;
      let release = '';
      try {
        hostB.child.kill('SIGSTOP');
        const deploying = storefront(['deploy', 'footer', '--dist', changedFooterBuild(label)], {
          FLEET_PREPARE_DEADLINE_MS: String(CHANGE_LOST_AFTER_MS * 2),
        });
        // Once A has answered that it cannot copy it, every connection to the store is cut (the
        // deploy's own, holding the registry lock, among them), and C is killed and restarted.
        await pollUntil(
          CHANGE_LOST_AFTER_MS,
          () =>
            withPgClient(database.url, (client) =>
              client.query("SELECT 1 FROM fleet_prepared WHERE host = 'host-a' AND host_fault"),
            ),
          (result) => result.rowCount === 1,
          'host-a’s answer to the deploy',
        );
        expect(await database.cutConnections()).toContain(DEPLOY_APPLICATION_NAME);
        hostC.child.kill('SIGKILL');
        await once(hostC.child, 'exit');
        hostC = await startHost('host-c', database.url, hostC);
        extraHosts.push(hostC);
        const deployed = await deploying;
        expect(deployed.code).toBe(0);
        release = /release ([0-9a-f]{12}) is live/.exec(deployed.output)?.[1] ?? '';
        expect(deployed.output).toContain(`host-a could not copy footer release ${release} (`);
        // The restarted host joined during the deploy, prepared it, and serves it.
        await pollUntil(
          CHANGE_LOST_AFTER_MS,
          () => page(hostC),
          (html) => footerText(html) === `${TEXT} ${label}`,
          'host-c serves the deploy',
        );
        // A is out of rotation, with the footer it had.
        const readinessA = await pollUntil(
          CHANGE_LOST_AFTER_MS,
          () => fetch(`${hostA.base}/service/health/ready`),
          (response) => response.status === 503,
          'host-a out of rotation',
        );
        expect(await readinessA.json()).toEqual({
          status: 'behind',
          behind: [`footer/${release}`],
        });
        expect(footerText(await page(hostA))).toBe(TEXT);

        // The emergency rollback while B is still stopped: to a release served within the
        // grace period, so no host is waited for.
        expect((await storefront(['rollback', 'footer'])).code).toBe(0);
        for (const host of [hostA, hostC])
          await pollUntil(
            CHANGE_LOST_AFTER_MS,
            () => page(host),
            (html) => footerText(html) === TEXT,
            `${host.name} serves the rollback while host-b is stopped`,
          );
        // Asked while it is stopped, answered once it runs again: not ready, as it has not read
        // the registry since its peers took it for gone.
        readinessWhileStopped = (await sentWhileStopped(hostB, '/service/health/ready')).answer;
      } finally {
        hostB.child.kill('SIGCONT');
        fs.rmSync(footerCopies, { force: true });
        fs.renameSync(saved, footerCopies);
      }
      if (!readinessWhileStopped) throw new Error('readiness not asked while host-b was stopped');
      const answer = await readinessWhileStopped;
      // (Its first reading may also find its store connections cut: `degraded` then says so.)
      expect([answer.status, JSON.parse(answer.body)]).toEqual([
        503,
        expect.objectContaining({ status: 'behind', behind: ['registry'] }),
      ]);
      for (const host of [hostA, hostB, hostC]) {
        await whenReady(host);
        // Ready only once it serves what its peers serve.
        expect(footerText(await page(host))).toBe(TEXT);
      }
      const { pages, notServing } = await stream.stop();
      // Every page any host answered meanwhile: whole, no error, and the footer's text the one of
      // the release its state names (never one release's markup with another's state).
      const textOf = (id: string) =>
        id === 'local' ? TEXT : id === release ? `${TEXT} ${label}` : id;
      const broken = pages.filter(
        (one) =>
          one.status !== 200 ||
          !one.whole ||
          one.releases.length !== 1 ||
          one.footer !==
            (one.footerSlot === 'rendered' ? textOf(one.releases[0] ?? '') : undefined),
      );
      expect(broken).toEqual([]);
      for (const name of ['host-a', 'host-b', 'host-c'])
        expect([name, pages.some((one) => one.host === name)]).toEqual([name, true]);
      expect(
        pages.some((one) => one.releases[0] === release && one.footerSlot === 'rendered'),
      ).toBe(true);
      // Only host-c, while it was down and starting again, served no page.
      expect([...new Set(notServing)]).toEqual(notServing.length > 0 ? ['host-c'] : []);
      hostC.child.kill('SIGTERM');
      await once(hostC.child, 'exit');
    },
    TEST_TIMEOUT_MS * 2,
  );

  it(
    'the release console’s emergency roll-back switches the live hosts at once while one is stopped, and that one catches up',
    async () => {
      const served = (label: string) => (label ? `${TEXT} ${label}` : TEXT);
      const everyHostServes = async (label: string) => {
        for (const host of hosts)
          await pollUntil(
            CHANGE_LOST_AFTER_MS,
            () => page(host),
            (html) => footerText(html) === served(label),
            `${host.name} serves ${label || 'the shell’s footer'}`,
          );
      };
      for (const label of ['konsole-a', 'konsole-b']) {
        expect(
          (
            await storefront([
              'deploy',
              'footer',
              '--dist',
              changedFooterBuild(label),
              '--reason',
              label,
            ])
          ).code,
        ).toBe(0);
        await everyHostServes(label);
      }
      const [hostA, hostB] = hosts as [Host, Host];
      const service = await startReleaseService();
      try {
        const manager = await consoleSession(service.base);

        // Back from b to a while host B is stopped: a was served within the grace period, so the
        // emergency rollback does not wait for B; A switches, and B catches up once it runs again.
        hostB.child.kill('SIGSTOP');
        try {
          expect((await consoleRollback(manager)).status).toBe(303);
          await pollUntil(
            CHANGE_LOST_AFTER_MS,
            () => page(hostA),
            (html) => footerText(html) === served('konsole-a'),
            'host-a serves the rollback while host-b is stopped',
          );
        } finally {
          hostB.child.kill('SIGCONT');
        }
        await everyHostServes('konsole-a');
        expect((await storefront(['releases', 'footer'])).output).toMatch(
          /rollback .*by Rita Release \(rita, team footer, release console\)/,
        );
        // And back to the shell's own footer, where the other tests start.
        expect((await consoleRollback(manager)).status).toBe(303);
      } finally {
        service.child.kill('SIGKILL');
      }
      await everyHostServes('');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses a release whose file in the store was tampered with: every process names it, nothing switches',
    async () => {
      const store = await postgresStore(database.url);
      const build = changedFooterBuild('manipuliert');
      // Signed as the service signs: what is refused here is the file changed after it.
      const signer = releaseSignerFromEnv({ RELEASE_SIGNING_KEY: SIGNING.privatePem });
      const release = await (signer ? signingStore(store, signer) : store).publish(
        'footer',
        readReleaseFolder(build),
      );
      await store.close();
      const texts =
        fs
          .readdirSync(path.join(build, 'server'))
          .find((name) => name.startsWith('texts-de-DE-json.')) ?? '';
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('UPDATE fleet_files SET bytes = $1 WHERE hash = $2', [
        Buffer.from('module.exports = {};'),
        fileHash(fs.readFileSync(path.join(build, 'server', texts))),
      ]);
      await client.end();
      const refused = await storefront(['rollback', 'footer', '--to', release], {
        FLEET_PREPARE_DEADLINE_MS: String(PREPARE_DEADLINE_MS),
      });
      expect(refused.code).toBe(1);
      for (const host of hosts)
        expect(refused.output).toContain(
          `${host.name} could not prepare it: footer release ${release}: server/${texts} does not match its SHA-256`,
        );
      for (const host of hosts) expect(footerText(await page(host))).toBe(TEXT);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a team deploys the footer with its own key from a folder holding only its build and the deploy client, through the release service',
    async () => {
      const service = await startReleaseService();
      try {
        const added = await storefront([
          'keys',
          'add',
          '--team',
          'footer',
          '--remote',
          'footer',
          '--environment',
          'fleet',
        ]);
        expect(added.code).toBe(0);
        const key = /sfk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}/.exec(added.output)?.[0] ?? '';
        const keyId = key.slice('sfk_'.length, 'sfk_'.length + 12);
        // The team's CI: an empty folder, the footer's build and the one-file client; no checkout, no database.
        const ci = fs.mkdtempSync(path.join(os.tmpdir(), 'team-ci-'));
        await promisify(execFile)(process.execPath, [
          path.join(repoRoot, 'apps/deploy-client/build.mjs'),
          path.join(ci, 'storefront-deploy.cjs'),
        ]);
        fs.cpSync(changedFooterBuild('team'), path.join(ci, 'dist'), { recursive: true });
        const client = async (...args: string[]) => {
          try {
            const { stdout, stderr } = await promisify(execFile)(
              process.execPath,
              ['storefront-deploy.cjs', ...args],
              {
                cwd: ci,
                env: {
                  PATH: process.env.PATH,
                  RELEASE_SERVICE_URL: service.base,
                  RELEASE_KEY: key,
                },
              },
            );
            return { code: 0, output: stdout + stderr };
          } catch (error) {
            const failed = error as { code: number; stdout: string; stderr: string };
            return { code: failed.code, output: failed.stdout + failed.stderr };
          }
        };

        const deployed = await client('deploy', 'footer', '--dist', 'dist', '--reason', 'team');
        expect(deployed).toMatchObject({ code: 0 });
        for (const host of hosts)
          await pollUntil(
            CHANGE_LOST_AFTER_MS,
            () => page(host),
            (html) => footerText(html) === `${TEXT} team`,
            `${host.name} serves the team's deploy`,
          );

        const cart = path.join(ci, 'cart');
        fs.cpSync(path.join(repoRoot, 'apps/cart/dist'), cart, { recursive: true });
        const refused = await client('deploy', 'cart', '--dist', 'cart');
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('remote-not-granted');
        const store = await postgresStore(database.url);
        try {
          expect(await store.releases('cart')).toEqual([]);
        } finally {
          await store.close();
        }

        const listing = await storefront(['releases', 'footer']);
        expect(listing.output).toMatch(
          new RegExp(`deploy .*by team footer \\(key ${keyId}\\): team`),
        );

        expect((await storefront(['keys', 'revoke', keyId])).code).toBe(0);
        const revoked = await client('rollback', 'footer');
        expect(revoked.code).toBe(1);
        expect(revoked.output).toContain('key-revoked');
        for (const host of hosts) expect(footerText(await page(host))).toBe(`${TEXT} team`);
        fs.rmSync(ci, { recursive: true, force: true });
      } finally {
        service.child.kill('SIGKILL');
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a release written into the store behind the service’s back is refused by both hosts, which keep serving the live one',
    async () => {
      for (const host of hosts) expect(footerText(await page(host))).toBe(`${TEXT} team`);
      // One who holds a database credential but not the service's key: a release of their own, pointed at.
      const store = await postgresStore(database.url);
      const forged = await store.publish('footer', readReleaseFolder(changedFooterBuild('fremd')));
      await store.close();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(
        "UPDATE fleet_registry SET release = $1 WHERE environment = 'fleet' AND site = '' AND remote = 'footer'",
        [forged],
      );
      await client.query('SELECT pg_notify($1, $2)', [
        REGISTRY_CHANNEL,
        JSON.stringify({ environment: 'fleet', site: '', remote: 'footer' }),
      ]);
      await client.end();
      for (const host of hosts) {
        await pollUntil(
          CHANGE_LOST_AFTER_MS,
          () => fetch(host.metrics).then((response) => response.text()),
          (text) => /storefront_releases_refused_total\{remote="footer"\} [1-9]/.test(text),
          `${host.name} refuses the forged release`,
        );
        expect(footerText(await page(host))).toBe(`${TEXT} team`);
        expect(await page(host)).not.toContain(forged);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a change whose notification was lost is served within the reconcile interval; a made-up release costs no query, is counted, and every host says what it serves',
    async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const earlier = (
        await client.query(
          "SELECT release FROM fleet_registry_history WHERE kind = 'deploy' AND reason = 'konsole-b' ORDER BY seq LIMIT 1",
        )
      ).rows[0] as { release: string };
      // Written as a deploy would, but its notification never sent (a dropped connection, a lost packet).
      await client.query(
        "UPDATE fleet_registry SET release = $1 WHERE environment = 'fleet' AND site = '' AND remote = 'footer'",
        [earlier.release],
      );
      await client.end();
      for (const host of hosts) {
        await pollUntil(
          CHANGE_LOST_AFTER_MS,
          () => page(host),
          (html) => footerText(html) === `${TEXT} konsole-b`,
          `${host.name} catches up with the unannounced change`,
        );
        const missing = await fetch(`${host.base}/remotes/footer/abcdefabcdef/remoteEntry.js`);
        expect(missing.status).toBe(404);
        const metrics = await fetch(host.metrics).then((response) => response.text());
        expect(metrics).toContain('storefront_release_file_misses_total{remote="footer"} 1');
        expect(metrics).toContain(
          `storefront_release_served{scope="",remote="footer",release="${earlier.release}",canary="false"} 1`,
        );
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'keeps each of 40 cookie-less shoppers in one canary cohort on both hosts, replaces a forged visitor id, and lets no shared cache keep a cohort’s page',
    async () => {
      const [hostA, hostB] = hosts as [Host, Host];
      const deploy = await storefront([
        'deploy',
        'footer',
        '--dist',
        changedFooterBuild('kohorte'),
        '--percent',
        '50',
        '--reason',
        'cohorts',
      ]);
      expect(deploy.code).toBe(0);
      const canary = /footer release ([0-9a-f]{12}) is a canary/.exec(deploy.output)?.[1] ?? '';
      try {
        for (const host of hosts)
          await pollUntil(
            CHANGE_LOST_AFTER_MS,
            () => fetch(host.metrics).then((response) => response.text()),
            (text) =>
              text.includes(
                `storefront_release_served{scope="",remote="footer",release="${canary}",canary="true"} 1`,
              ),
            `${host.name} serves the canary`,
          );
        const cohorts = new Map<string, number>();
        for (let shopper = 0; shopper < 40; shopper++) {
          // Half arrive on A and come back on B, half the other way round.
          const [first, then] = shopper % 2 === 0 ? [hostA, hostB] : [hostB, hostA];
          const arrival = await visit(first);
          expect(arrival.visitor).toBeDefined();
          expect(arrival.cacheControl).not.toMatch(/public|s-maxage/);
          const back = await visit(then, arrival.visitor);
          expect([shopper, back.release]).toEqual([shopper, arrival.release]);
          // Their signed id is kept: no new one drawn on the other host.
          expect(back.visitor).toBeUndefined();
          expect(back.cacheControl).not.toMatch(/public|s-maxage/);
          cohorts.set(arrival.release, (cohorts.get(arrival.release) ?? 0) + 1);
        }
        // Both sides of the line: the canary and the live footer (40 at 50 %, not luck: 2 in 10¹² to miss).
        expect(cohorts.size).toBe(2);
        expect(cohorts.has(canary)).toBe(true);
        // An id the client made up, or one signed with another key, is replaced by one the server draws.
        for (const forged of [
          'sf_visitor=AAAAAAAAAAAAAAAAAAAAAA',
          'sf_visitor=AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
        ]) {
          const replaced = await visit(hostA, forged);
          expect(replaced.visitor).toMatch(/sf_visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
          expect(replaced.visitor).not.toBe(forged);
        }
      } finally {
        // While a canary runs, rollback ends it: every shopper on the live footer again.
        expect((await storefront(['rollback', 'footer'])).code).toBe(0);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'rolls a healthy canary footer out through its steps and promotes it, on what both hosts rendered, with every step in the history',
    async () => {
      const canary = await deployFooterCanary(changedFooterBuild('stufenweise'), [
        '--percent',
        '50',
        '--steps',
        '80,100',
        '--every',
        '1m',
        '--reason',
        'rolled out in steps',
      ]);
      const scope = { environment: 'fleet' };
      const store = await postgresStore(database.url);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      // Each step's minute has run: forced by moving the canary's start back, not waited for.
      const stepTimeHasRun = () =>
        admin.query(
          `UPDATE fleet_canary SET since = since - interval '2 minutes' WHERE environment = 'fleet' AND remote = 'footer'`,
        );
      /** Cookie-less shoppers on both hosts (each page rendered, none from a cache) until `done`. */
      const shoppersUntil = async (done: () => Promise<boolean>, what: string) => {
        const deadline = Date.now() + ROLLBACK_WAIT_MS;
        for (let shopper = 0; Date.now() < deadline && !(await done()); shopper++)
          for (const host of hosts)
            await fetch(`${host.base}/?${SHOPPER_PAGE_PARAMETER}=${shopper}`, {
              headers: { host: 'de.localhost' },
            }).then((response) => response.text());
        expect((await done()) ? what : `not yet: ${what}`).toBe(what);
      };
      // The release service takes the steps: the hosts only count what they rendered.
      const service = await startReleaseService();
      try {
        await stepTimeHasRun();
        await shoppersUntil(
          async () => (await store.canaries(scope)).footer?.percent === 80,
          'the canary has 80 % of shoppers',
        );
        await stepTimeHasRun();
        await shoppersUntil(
          async () =>
            (await store.canaries(scope)).footer === undefined &&
            (await store.registry(scope)).footer === canary,
          'the canary is promoted',
        );
        const history = (await storefront(['releases', 'footer'])).output;
        expect(history).toMatch(
          new RegExp(
            `canary .* -> ${canary} \\(80 %\\)\\s+by automatic rollout: healthy at 50 % for 1 min`,
          ),
        );
        expect(history).toMatch(
          new RegExp(`promote .* -> ${canary}\\s+by automatic rollout: healthy at 80 % for 1 min`),
        );
        // Every shopper now, on both hosts: one who never came before gets the promoted footer.
        for (const host of hosts)
          await pollUntil(
            CHANGE_LOST_AFTER_MS,
            () => page(host),
            (html) => footerText(html) === `${TEXT} stufenweise`,
            `${host.name} serves the promoted footer`,
          );
      } finally {
        service.child.kill('SIGKILL');
        await admin.end();
        await store.close();
        await storefront(['rollback', 'footer']);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'rolls back a canary footer that makes every click in it 300 ms slower, on the INP real Chromium shoppers measured on both hosts',
    async () => {
      const canary = await deployFooterCanary(
        slowToClickRelease(path.join(repoRoot, 'apps'), 'footer', 'Footer', SLOW_CLICK_MS),
        ['--percent', '50', '--reason', 'slow to click'],
      );
      const store = await postgresStore(database.url);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const running = async () =>
        (await store.canaries({ environment: 'fleet' })).footer?.release === canary;
      /** The shoppers' INP reports both hosts stored for the footer, any release. */
      const inpReports = async () =>
        Number(
          (
            await admin.query<{ n: string }>(
              `SELECT count(*) AS n FROM rum_vital_visitors WHERE remote = 'footer' AND vital = 'INP'`,
            )
          ).rows[0]?.n ?? 0,
        );
      // The release service judges; a few shoppers a side, as the e2e storefront's settings.
      const service = await startReleaseService({ CANARY_MIN_SAMPLE: String(INP_MIN_SAMPLE) });
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
        args: CHROMIUM_ARGS,
      });
      const releasesSeen = new Set<string>();
      const live = (await store.registry({ environment: 'fleet' })).footer ?? 'local';
      try {
        // New shoppers on both hosts in turn, each drawn into a cohort by the host that served them,
        // click in the footer and leave: their browser measures the click, pins it on the footer
        // and sends it as the page is hidden, to the host that served the page.
        for (let shopper = 0; shopper < 10 * INP_MIN_SAMPLE && (await running()); shopper++) {
          const host = hosts[shopper % hosts.length] as Host;
          const context = await browser.newContext();
          const page = await context.newPage();
          await page.goto(`http://de.localhost:${new URL(host.base).port}/`);
          releasesSeen.add(footerReleaseOf(await page.content()));
          await clickInSlotAndStay(page, 'footer/Footer');
          const before = await inpReports();
          await page.goto('about:blank');
          await pollUntil(
            CHANGE_LOST_AFTER_MS,
            inpReports,
            (count) => count > before,
            `${host.name} stored the shopper's INP`,
          );
          await context.close();
        }
        // Both cohorts had shoppers: the verdict compares the canary with the live footer.
        expect([...releasesSeen].sort()).toEqual([canary, live].sort());
        await pollUntil(ROLLBACK_WAIT_MS, running, (on) => !on, 'the canary is rolled back');
        const history = (await storefront(['releases', 'footer'])).output;
        const [, canaryInp = '0'] =
          new RegExp(
            `canary-rollback .* -> ${canary}\\s+by automatic rollback: p75 INP (\\d+) ms of \\d+ shoppers against \\d+ ms of \\d+ for the live release \\(margin 100 ms`,
          ).exec(history) ?? [];
        expect(Number(canaryInp)).toBeGreaterThanOrEqual(SLOW_CLICK_MS);
      } finally {
        await browser.close();
        service.child.kill('SIGKILL');
        if (await running()) await storefront(['rollback', 'footer']);
        await admin.end();
        await store.close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'rolls back a canary footer whose server render throws on one page in three, on what both hosts rendered, with the reason in the history',
    async () => {
      const canary = await deployFooterCanary(
        onePageInThreeRelease(path.join(repoRoot, 'apps'), 'footer', 'Footer'),
        ['--percent', '50', '--skip-render-gate', '--reason', 'fails under real traffic'],
        { ALLOW_UNGATED_DEPLOY: 'true' },
      );
      const store = await postgresStore(database.url);
      const running = async () =>
        (await store.canaries({ environment: 'fleet' })).footer?.release === canary;
      // The release service judges the canaries: the hosts only count what they rendered.
      const service = await startReleaseService();
      try {
        // Cookie-less shoppers on both hosts, each on an address of its own (no page cache answers
        // them), until the hosts' own outcomes end the canary: no browser, no beacon.
        const deadline = Date.now() + ROLLBACK_WAIT_MS;
        for (let shopper = 0; Date.now() < deadline && (await running()); shopper++)
          for (const host of hosts)
            await fetch(`${host.base}/?${SHOPPER_PAGE_PARAMETER}=${shopper}`, {
              headers: { host: 'de.localhost' },
            }).then((response) => response.text());
        expect(await running()).toBe(false);
        expect((await storefront(['releases', 'footer'])).output).toMatch(
          new RegExp(
            `canary-rollback .* -> ${canary}\\s+by automatic rollback: server render failure rate \\d+\\.\\d % of \\d+ renders against \\d+\\.\\d % of \\d+ for the live release`,
          ),
        );
      } finally {
        service.child.kill('SIGKILL');
        if (await running()) await storefront(['rollback', 'footer']);
        await store.close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a staff member previews a release no shopper is served: chosen on one host, shown by the other, which copies it from the store for them alone',
    async () => {
      // Published (signed, as the service does) and live nowhere.
      const store = await postgresStore(database.url);
      const signer = releaseSignerFromEnv({ RELEASE_SIGNING_KEY: SIGNING.privatePem });
      const release = await (signer ? signingStore(store, signer) : store).publish(
        'footer',
        readReleaseFolder(changedFooterBuild('vorschau')),
        'footer',
      );
      await store.close();
      // Production has no demo staff: an operator adds one.
      await promisify(execFile)(
        process.execPath,
        [
          '--import',
          tsxLoader,
          path.join(repoRoot, 'apps/api/src/cli/addStaff.ts'),
          'pruefer',
          'Prüfer',
        ],
        {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: database.url, TOKEN_SECRET, STAFF_PASSWORD },
        },
      );
      const [hostA, hostB] = hosts as [Host, Host];
      // Whatever the tests before left live.
      const live = footerText(await page(hostB));
      expect(live).toMatch(new RegExp(`^${TEXT}`));
      const csrf = 'fleet-preview-csrf';
      const asked = (host: Host, url: string, cookies: string, init: RequestInit = {}) =>
        fetch(`${host.base}${url}`, {
          ...init,
          headers: {
            host: 'de.localhost',
            cookie: cookies,
            'x-csrf-token': csrf,
            'content-type': 'application/json',
          },
        });
      const login = await asked(hostA, '/service/login/api/v1/staff/login', `csrf_token=${csrf}`, {
        method: 'POST',
        body: JSON.stringify({ username: 'pruefer', password: STAFF_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const staffAuth = /PreviewAuth=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
      const staff = `csrf_token=${csrf}; PreviewAuth=${staffAuth ?? ''}`;
      // Host B has no copy, and hands none to a stranger: no shopper is served it.
      const manifest = `/remotes/footer/${release}/mf-manifest.json`;
      expect((await asked(hostB, manifest, '')).status).toBe(404);

      const chosen = await asked(hostA, '/service/release-preview/api/choice', staff, {
        method: 'PUT',
        body: JSON.stringify({ remote: 'footer', release }),
      });
      expect(chosen.status).toBe(200);
      const choice = /release_preview=([^;]+)/.exec(chosen.headers.get('set-cookie') ?? '')?.[1];
      const previewing = `${staff}; release_preview=${choice ?? ''}`;

      const preview = await asked(hostB, '/', previewing);
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      const html = await preview.text();
      expect(footerText(html)).toBe(`${TEXT} vorschau`);
      expect(html).toContain(`Preview: footer ${release}, published by the footer team at `);
      expect((await asked(hostB, manifest, previewing)).status).toBe(200);
      // The same moment, a shopper on either host: the live footer.
      for (const host of hosts) expect(footerText(await page(host))).toBe(live);
    },
    TEST_TIMEOUT_MS,
  );
});
