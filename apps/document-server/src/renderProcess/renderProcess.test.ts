import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type ServerRequestContext } from '@storefront/contracts';
import {
  faultyRelease,
  probingRelease,
  requestContext,
  SANDBOX_PROBE_KEY,
  localReleases as localReleasesOf,
} from '@storefront/testing';
import { STRANGER_HOME_STATE, type ReleaseLocations } from '@storefront/shell';
import type { RenderPool } from '../renderPool/renderPool';
import { serverBundleFile } from '../serverBundle';
import {
  RENDER_PROCESS_HANG_MS,
  RENDER_PROCESS_PING_MS,
  RENDER_PROCESS_RESTART_DELAY_MS,
} from './limits';
import { createRenderPool } from './renderProcess';
import type { Confinement } from './sandbox';

/**
 * Issue 53 against the real server bundle, the remotes' local builds and the built render process
 * (the test command builds first): a team's server code renders in a sandboxed process that
 * cannot read the host's secrets, write, spawn, or reach the network; the process is started
 * again when it ends or hangs, and recycled when it grows past its memory limit.
 */
const appsDir = path.resolve(__dirname, '../../..');
const serverEntryFile = serverBundleFile(path.join(appsDir, 'shell/dist'));
const localDists = REMOTE_NAMES.map((remote) => path.join(appsDir, remote, 'dist'));
const localReleases = (dirs: Partial<Record<string, string>> = {}): ReleaseLocations =>
  localReleasesOf(appsDir, dirs);
const state = STRANGER_HOME_STATE;
const { fetchService: _noService, ...context } = requestContext({ userAgent: '' });
const apiDown: ServerRequestContext['fetchService'] = () =>
  Promise.resolve({ status: 503, body: undefined });
/** A stranger's home page with `releases`, every service call answered 503. */
const renderWithApiDown = (pool: RenderPool, releases: ReleaseLocations) =>
  pool.renderPage({ state, nonce: 'n', context, releases, fetchService: apiDown });

/** This test's render processes: the direct children that run renderProcess.cjs, and theirs (the sandbox's namespaces fork once). */
function renderProcessIds(): number[] {
  const childrenOf = (pid: number): number[] => {
    try {
      return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const direct = childrenOf(process.pid).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('renderProcess.cjs');
    } catch {
      return false;
    }
  });
  return direct.flatMap((pid) => [pid, ...childrenOf(pid)]);
}

/** Whether a process is still there and not a zombie waiting to be reaped (SIGKILL ends a stopped one too). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A process start, its workers' warm-up and a page: seconds on a busy 2-core machine. */
jest.setTimeout(60_000);

describe('the render process', () => {
  let pool: RenderPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it("runs a hostile team's server code without the host's secrets, files, processes or network", async () => {
    const secrets = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-secrets-'));
    const secretFile = path.join(secrets, 'token-secret');
    const databaseFile = path.join(secrets, 'storefront.sqlite');
    fs.writeFileSync(secretFile, 'the-token-secret', { mode: 0o600 });
    fs.writeFileSync(databaseFile, 'the-customers');
    // Another team's release, in a folder the render process may read (and so load), not write.
    const navigation = fs.mkdtempSync(path.join(os.tmpdir(), 'navigation-release-'));
    fs.cpSync(path.join(appsDir, 'navigation/dist'), navigation, { recursive: true });
    const navigationEntry = path.join(navigation, 'server', 'remoteEntry.js');
    const navigationBefore = fs.readFileSync(navigationEntry, 'utf8');
    const footer = probingRelease(appsDir, 'footer', 'Footer', {
      read: [secretFile, databaseFile],
      write: navigationEntry,
      port: 5432,
      sideEffect: '/service/preview/api/auth/logout',
    });
    const releases = localReleases({ footer, navigation });
    const secretEnvironment = {
      TOKEN_SECRET: 'the-token-secret',
      DATABASE_URL: 'postgres://u:p@db/s',
    };
    Object.assign(process.env, secretEnvironment);
    const started: Confinement[] = [];
    const asked: string[] = [];
    const logged: { message: string; details: object }[] = [];
    try {
      pool = createRenderPool({
        serverEntryFile,
        threads: 1,
        releaseRoots: [...localDists, footer, navigation],
        liveReleases: () => [releases],
        onProcessStart: (confinement) => started.push(confinement),
        log: { warn: (details, message) => logged.push({ message, details }) },
      });
      const page = await pool.renderPage({
        state,
        nonce: 'n',
        context,
        releases,
        fetchService: (servicePath, ...rest) => (
          asked.push(servicePath),
          apiDown(servicePath, ...rest)
        ),
      });
      const found = (page.state.serverData?.['footer/Footer'] as Record<string, unknown>)[
        SANDBOX_PROBE_KEY
      ] as Record<string, string>;
      expect(found).toEqual({
        '/proc/self/environ': 'failed: ERR_ACCESS_DENIED',
        '/proc/<parent>/environ': 'failed: ERR_ACCESS_DENIED',
        [`read ${secretFile}`]: 'failed: ERR_ACCESS_DENIED',
        [`read ${databaseFile}`]: 'failed: ERR_ACCESS_DENIED',
        write: 'failed: ERR_ACCESS_DENIED',
        spawn: 'failed: ERR_ACCESS_DENIED',
        worker: 'failed: ERR_ACCESS_DENIED',
        environment: 'NODE_ENV',
        cookies: expect.any(String) as unknown,
        tokens: '',
        loginId: '',
        staff: 'no',
        // Its own network namespace: no address of the host answers.
        connect: expect.stringMatching(/^failed: E(NETUNREACH|CONNREFUSED)$/) as unknown,
        sideEffect: 'failed: 503',
      });
      expect(fs.readFileSync(navigationEntry, 'utf8')).toBe(navigationBefore);
      // Its service calls came to this side, which alone answers them.
      expect(asked).toContain('/service/preview/api/auth/logout');
      // The footer rendered, and so did every other slot.
      expect(page.state.slots).toMatchObject({
        'footer/Footer': 'rendered',
        'navigation/Header': 'rendered',
      });
      expect(started).toEqual([expect.objectContaining({ network: 'own namespace' })]);
      // The attempts are in the log, each once.
      const refusals = logged.filter(
        ({ message }) => message === "the render process's sandbox refused a remote's server code",
      );
      expect(refusals.map(({ details }) => details)).toEqual(
        expect.arrayContaining([
          { permission: 'FileSystemRead', resource: '/proc/self/environ' },
          { permission: 'FileSystemRead', resource: secretFile },
          { permission: 'FileSystemRead', resource: databaseFile },
          { permission: 'FileSystemWrite', resource: navigationEntry },
          { permission: 'ChildProcess', resource: expect.any(String) as unknown },
          { permission: 'WorkerThreads', resource: '' },
        ]),
      );
    } finally {
      for (const name of Object.keys(secretEnvironment)) delete process.env[name];
    }
  });

  it('is started again when it is killed: the page in flight goes to the browser, the next renders', async () => {
    const footer = faultyRelease(appsDir, 'footer', 'Footer', 'spins');
    const releases = localReleases({ footer });
    let starts = 0;
    pool = createRenderPool({
      serverEntryFile,
      threads: 1,
      releaseRoots: [...localDists, footer],
      liveReleases: () => [localReleases()],
      onProcessStart: () => (starts += 1),
    });
    await renderWithApiDown(pool, localReleases());
    let taken: () => void = () => undefined;
    const rendering = new Promise<void>((resolve) => (taken = resolve));
    const inFlight = pool.renderPage({
      state,
      nonce: 'n',
      context,
      releases,
      fetchService: (...call) => (taken(), apiDown(...call)),
    });
    // Its other slots asked for their data while the footer spins: the page is in the process.
    await rendering;
    const killed = renderProcessIds();
    expect(killed.length).toBeGreaterThan(0);
    for (const pid of killed) process.kill(pid, 'SIGKILL');
    await expect(inFlight).rejects.toThrow(/the render process ended/);
    const next = await retryUntilRendered(pool);
    expect(next.state.slots).toMatchObject({ 'navigation/Header': 'rendered' });
    expect(starts).toBe(2);
  });
});

describe('the render process, watched', () => {
  let pool: RenderPool | undefined;
  afterEach(async () => {
    jest.useRealTimers();
    await pool?.close();
    pool = undefined;
  });

  it('that hangs is killed and started again', async () => {
    // The pool's own timers are driven here; the process, its channel and its exit are real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let starts = 0;
    let ended: () => void = () => undefined;
    const endedNow = new Promise<void>((resolve) => (ended = resolve));
    const warnings: string[] = [];
    pool = createRenderPool({
      serverEntryFile,
      threads: 1,
      releaseRoots: localDists,
      onProcessStart: () => (starts += 1),
      log: {
        warn: (_details, message) => {
          warnings.push(message);
          if (message.startsWith('the render process ended')) ended();
        },
      },
    });
    await renderWithApiDown(pool, localReleases());
    const hung = renderProcessIds();
    for (const pid of hung) process.kill(pid, 'SIGSTOP');
    await jest.advanceTimersByTimeAsync(RENDER_PROCESS_HANG_MS + RENDER_PROCESS_PING_MS);
    expect(warnings).toContain('the render process hangs; it is killed');
    await endedNow;
    await jest.advanceTimersByTimeAsync(RENDER_PROCESS_RESTART_DELAY_MS);
    expect(starts).toBe(2);
    const page = await renderWithApiDown(pool, localReleases());
    expect(page.state.slots).toMatchObject({ 'navigation/Header': 'rendered' });
    // Every process of the hung one is gone, the one the sandbox forked under another user too.
    expect(hung.length).toBeGreaterThan(0);
    expect(hung.filter(isRunning)).toEqual([]);
  });

  it("tells a worker that waits from one that spins by its thread's CPU, which the sandbox lets only the document server read", async () => {
    // The footer's thread gives no heartbeat for 600 ms but burns no CPU meanwhile: the document
    // server's reading of the process's threads (sent only while tasks are in flight) clears it.
    // Without that reading the watchdog could judge by the clock alone and would blame the footer.
    const footer = faultyRelease(appsDir, 'footer', 'Footer', 'blocks without CPU');
    const releases = localReleases({ footer });
    pool = createRenderPool({
      serverEntryFile,
      threads: 1,
      releaseRoots: [...localDists, footer],
      liveReleases: () => [releases],
    });
    const page = await renderWithApiDown(pool, releases);
    expect(page.problems.map(({ message }) => message)).not.toContainEqual(
      expect.stringMatching(/held its render worker/),
    );
    expect(page.state.slots).toMatchObject({ 'footer/Footer': 'rendered' });
  });

  it('that grows past its memory limit is recycled: a new one takes over, no page is lost', async () => {
    const footer = faultyRelease(appsDir, 'footer', 'Footer', 'leaks outside its heap');
    const releases = localReleases({ footer });
    let starts = 0;
    const warnings: string[] = [];
    pool = createRenderPool({
      serverEntryFile,
      threads: 1,
      releaseRoots: [...localDists, footer],
      liveReleases: () => [releases],
      memoryLimitMb: 512,
      onProcessStart: () => (starts += 1),
      log: { warn: (_details, message) => warnings.push(message) },
    });
    // 64 MB a page: the limit is passed within a few pages, and the process is recycled once it is.
    const slots: unknown[] = [];
    for (let page = 0; page < 40 && starts < 2; page += 1) {
      const rendered = await renderWithApiDown(pool, releases);
      // Every page comes back rendered; the leaking footer itself may miss its deadline on a busy machine.
      slots.push(rendered.state.slots?.['navigation/Header']);
    }
    expect(warnings).toContain(
      'the render process grew past its memory limit; a new one takes over',
    );
    expect(starts).toBe(2);
    expect(new Set(slots)).toEqual(new Set(['rendered']));
    const after = await retryUntilRendered(pool);
    expect(after.state.slots).toMatchObject({ 'navigation/Header': 'rendered' });
  });
});

/** A page once the restarted process is up (pages asked before it is go to the browser). */
async function retryUntilRendered(pool: RenderPool) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await renderWithApiDown(pool, localReleases());
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}
