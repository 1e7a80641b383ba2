import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { threadCpuMs, type ReleaseLocations } from '@storefront/shell';
import { LIVE_RELEASES_CHECK_MS } from '../renderPool/limits';
import type {
  RenderedPoolPage,
  RenderPool,
  RenderPoolOptions,
  SlotRenderOutcome,
} from '../renderPool/renderPool';
import { renderThreadCount } from '../renderPool/renderWorkers';
import {
  RENDER_PROCESS_CLOSE_MS,
  RENDER_PROCESS_DRAIN_MS,
  RENDER_PROCESS_HANG_MS,
  RENDER_PROCESS_MEMORY_MB,
  RENDER_PROCESS_PING_MS,
  RENDER_PROCESS_RESTART_DELAY_MS,
  RENDER_PROCESS_START_WAIT_MS,
  RENDER_THREAD_CPU_MS,
} from './limits';
import {
  FromProcessSchema,
  type FromProcess,
  type RenderProcessStart,
  type ToProcess,
} from './renderProcessProtocol';
import { sandboxLaunch, type Confinement } from './sandbox';

const packageDir = path.resolve(__dirname, '../..');
/** The render process's code, built by apps/document-server/build.mjs (the storefront's build). */
export const RENDER_PROCESS_ENTRY = path.join(packageDir, 'dist', 'renderProcess.cjs');

export interface RenderProcessOptions extends RenderPoolOptions {
  /**
   * The folders whose server containers the render process may load (the release copies, the
   * remotes' local builds, a deploy's candidate): with its own code and the shell's server bundle,
   * all it can read.
   */
  releaseRoots: readonly string[];
  /** The resident memory past which the process is recycled (RENDER_PROCESS_MEMORY_MB). */
  memoryLimitMb?: number;
  /** Each render process started, replacements and recycled ones included (the metrics count them). */
  onProcessStart?: (confinement: Confinement) => void;
}

type Log = NonNullable<RenderPoolOptions['log']>;

interface PendingPage {
  fetchService: Parameters<RenderPool['renderPage']>[0]['fetchService'];
  input: Parameters<RenderPool['renderPage']>[0];
  resolve: (page: RenderedPoolPage) => void;
  reject: (error: Error) => void;
}

interface PendingSlot {
  resolve: (outcome: SlotRenderOutcome) => void;
}

/** One render process: its channel, its tasks in flight, what it last said of itself. */
interface Handle {
  child: ChildProcess;
  ready: Promise<boolean>;
  pages: Map<number, PendingPage>;
  slots: Map<number, PendingSlot>;
  lastPong: number;
  generation: number;
  sentLive: string;
  /** The release sets already sent to keep in step, by identity (a registry's set is one object, app.ts's `releasesOf`). */
  keptInStep: WeakSet<ReleaseLocations>;
  ended: boolean;
  /** The kernel id of the Node process itself (the sandbox's namespaces fork once below the one started). */
  nodePid: number | undefined;
  namespaced: boolean;
}

/** The folders the render process reads, beside the release roots: its code and the shell's server bundle. */
function readableFolders(options: RenderProcessOptions): string[] {
  const root = path.resolve(packageDir, '../..');
  return [
    path.join(packageDir, 'dist'),
    // piscina, through the package's own node_modules link and the workspace's store.
    path.join(packageDir, 'node_modules'),
    path.join(root, 'node_modules'),
    path.dirname(options.serverEntryFile),
    ...options.releaseRoots,
  ].map((folder) => path.resolve(folder));
}

/**
 * The document server's render pool, in a sandboxed process of its own
 * (docs/architecture/rendering.md, "The sandbox"): every remote's server code runs in that
 * process's workers (../renderPool/), confined by ./sandbox.ts, and reaches the visitor's data only
 * through the service calls this side answers. The process is started again when it ends or hangs
 * (pages in flight go out as the browser-rendered frame), and recycled when its memory grows past
 * its limit.
 */
export function createRenderPool(options: RenderProcessOptions): RenderPool {
  if (!fs.existsSync(RENDER_PROCESS_ENTRY))
    throw new Error(`${RENDER_PROCESS_ENTRY} is missing: build the storefront first (pnpm build).`);
  const threads = renderThreadCount(options.threads);
  const readable = readableFolders(options);
  const memoryLimitBytes = (options.memoryLimitMb ?? RENDER_PROCESS_MEMORY_MB) * 1024 * 1024;
  const log: Log = options.log ?? { warn: () => undefined };
  const live = options.liveReleases ?? (() => []);
  let nextId = 0;
  let closing = false;
  let current: Handle = launch();
  /** A process started to take over from `current` (memory), until it is ready. */
  let successor: Handle | undefined;
  let restart: NodeJS.Timeout | undefined;
  /** Settles once a process that ended has a successor. */
  let restarting: Promise<boolean> | undefined;

  /** Whether `message` went to the process (one that has ended takes none). */
  function post(handle: Handle, message: ToProcess): boolean {
    if (handle.ended || !handle.child.connected) return false;
    try {
      // false from send() only says the channel is backed up: the message still goes.
      handle.child.send(message);
      return true;
    } catch {
      // The channel closed under the message: the exit handler fails what waits on it.
      return false;
    }
  }

  function launch(): Handle {
    const sandbox = sandboxLaunch(RENDER_PROCESS_ENTRY, readable);
    const child = spawn(sandbox.command, sandbox.args, {
      env: sandbox.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      // A process group of its own, so that killing it reaches every process the sandbox started.
      detached: true,
    });
    let markReady: (ready: boolean) => void = () => undefined;
    const handle: Handle = {
      child,
      ready: new Promise((resolve) => (markReady = resolve)),
      pages: new Map(),
      slots: new Map(),
      lastPong: Date.now(),
      generation: 0,
      sentLive: '',
      keptInStep: new WeakSet(),
      ended: false,
      nodePid: undefined,
      namespaced: sandbox.confinement.network === 'own namespace',
    };
    child.on('message', (raw: unknown) => {
      const read = FromProcessSchema.safeParse(raw);
      if (!read.success) {
        log.warn({ problem: read.error.message }, 'the render process sent a message it may not');
        return;
      }
      if (read.data.type === 'ready') markReady(true);
      else receive(handle, read.data);
    });
    const end = (how: string) => {
      if (handle.ended) return;
      handle.ended = true;
      // The sandbox's namespaces fork once: the channel may outlive the process we started by a moment.
      if (child.connected) child.disconnect();
      markReady(false);
      ended(handle, how);
    };
    // It could not be started at all (no such command): as if it had ended, so a new one is tried.
    child.on('error', (error) => end(`could not start: ${error.message}`));
    child.on('exit', (code, signal) => end(signal ?? `exit ${String(code)}`));
    const liveNow = live();
    handle.sentLive = JSON.stringify(liveNow);
    const start: RenderProcessStart = {
      type: 'start',
      serverEntryFile: options.serverEntryFile,
      threads,
      ...(options.heapMb === undefined ? {} : { heapMb: options.heapMb }),
      ...(options.taskDeadlineMs === undefined ? {} : { taskDeadlineMs: options.taskDeadlineMs }),
      ...(options.queueDeadlineMs === undefined
        ? {}
        : { queueDeadlineMs: options.queueDeadlineMs }),
      live: liveNow,
    };
    post(handle, start);
    options.onProcessStart?.(sandbox.confinement);
    return handle;
  }

  function receive(handle: Handle, message: Exclude<FromProcess, { type: 'ready' }>): void {
    switch (message.type) {
      case 'pong':
        handle.lastPong = Date.now();
        handle.generation = message.generation;
        if (message.rssBytes > memoryLimitBytes && handle === current) recycle(message.rssBytes);
        return;
      case 'call':
        answerCall(handle, message);
        return;
      case 'page-done': {
        const page = handle.pages.get(message.id);
        handle.pages.delete(message.id);
        page?.resolve({
          state: { ...page.input.state, slots: message.slots, serverData: message.serverData },
          html: Buffer.from(message.html.buffer, message.html.byteOffset, message.html.byteLength),
          problems: message.problems,
          slotDurationsMs: message.slotDurationsMs,
        });
        return;
      }
      case 'page-failed':
        handle.pages.get(message.id)?.reject(new Error(message.message));
        handle.pages.delete(message.id);
        return;
      case 'slot-done': {
        const slot = handle.slots.get(message.id);
        handle.slots.delete(message.id);
        slot?.resolve(
          message.ok
            ? { ok: true, html: message.html ?? '' }
            : {
                ok: false,
                ...(message.loss ? { loss: message.loss } : {}),
                message: message.message ?? 'the slot failed',
              },
        );
        return;
      }
      case 'log':
        log.warn(message.details, message.message);
        return;
      case 'worker-started':
        options.onWorkerStart?.();
        return;
    }
  }

  /** A page's service call, asked with that page's own `fetchService` (the visitor's cookies stay on this side). */
  function answerCall(handle: Handle, call: Extract<FromProcess, { type: 'call' }>): void {
    const page = handle.pages.get(call.page);
    const answer = (reply: { status: number; body: unknown } | { error: string }) => {
      post(handle, { type: 'answer', page: call.page, call: call.call, ...reply });
    };
    if (!page) return answer({ error: 'the page is no longer rendered' });
    page
      .fetchService(
        call.path,
        call.headers,
        call.shareForS === undefined ? {} : { shareForS: call.shareForS },
      )
      .then(
        (reply) => answer({ status: reply.status, body: reply.body }),
        (error: unknown) =>
          answer({ error: error instanceof Error ? error.message : String(error) }),
      );
  }

  function ended(handle: Handle, how: string): void {
    const lost = new Error(`the render process ended (${how}) while this page rendered`);
    for (const page of handle.pages.values()) page.reject(lost);
    for (const slot of handle.slots.values())
      slot.resolve({ ok: false, loss: 'exit', message: lost.message });
    handle.pages.clear();
    handle.slots.clear();
    if (closing || handle !== current) return;
    log.warn({ how }, 'the render process ended; a new one starts');
    restarting = new Promise((resolve) => {
      restart = setTimeout(() => {
        restart = undefined;
        restarting = undefined;
        if (!closing) current = launch();
        resolve(true);
      }, RENDER_PROCESS_RESTART_DELAY_MS);
    });
  }

  /** A new process takes over once ready; the old one finishes its pages, then ends. */
  function recycle(rssBytes: number): void {
    if (successor) return;
    log.warn(
      { rssMb: Math.round(rssBytes / 1024 / 1024), limitMb: memoryLimitBytes / 1024 / 1024 },
      'the render process grew past its memory limit; a new one takes over',
    );
    const next = launch();
    successor = next;
    void next.ready.then((ready) => {
      if (successor !== next) return;
      successor = undefined;
      if (!ready || closing) return;
      const old = current;
      current = next;
      void drain(old);
    });
  }

  async function drain(handle: Handle): Promise<void> {
    const until = Date.now() + RENDER_PROCESS_DRAIN_MS;
    while (handle.pages.size + handle.slots.size > 0 && Date.now() < until && !handle.ended)
      await new Promise((resolve) => setTimeout(resolve, RENDER_PROCESS_PING_MS));
    await stop(handle);
  }

  async function stop(handle: Handle): Promise<void> {
    if (handle.ended) return;
    const exited = new Promise((resolve) => handle.child.once('exit', resolve));
    post(handle, { type: 'close' });
    const killer = setTimeout(() => killGroup(handle.child), RENDER_PROCESS_CLOSE_MS);
    await exited;
    clearTimeout(killer);
  }

  /** Pings each process; one whose main thread has not answered for RENDER_PROCESS_HANG_MS is killed. */
  const health = setInterval(() => {
    for (const handle of [current, successor]) {
      if (!handle || handle.ended) continue;
      if (Date.now() - handle.lastPong > RENDER_PROCESS_HANG_MS) {
        log.warn(
          { silentMs: Date.now() - handle.lastPong },
          'the render process hangs; it is killed',
        );
        killGroup(handle.child);
        continue;
      }
      post(handle, { type: 'ping' });
    }
  }, RENDER_PROCESS_PING_MS);
  health.unref();

  /**
   * Each process's threads' CPU, read here and sent there: inside its sandbox a thread reads only
   * its own. Only while it has tasks in flight, the only time its watchdog reads it: an idle host
   * reads no /proc at all.
   */
  const cpuFeed = setInterval(() => {
    for (const handle of [current, successor]) {
      if (!handle || handle.ended || handle.pages.size + handle.slots.size === 0) continue;
      const cpuMs = threadsCpu(handle);
      if (cpuMs) post(handle, { type: 'thread-cpu', cpuMs });
    }
  }, RENDER_THREAD_CPU_MS);
  cpuFeed.unref();

  const liveCheck = options.liveReleases
    ? setInterval(() => {
        const liveNow = live();
        const text = JSON.stringify(liveNow);
        for (const handle of [current, successor]) {
          if (!handle || handle.sentLive === text) continue;
          handle.sentLive = text;
          post(handle, { type: 'live', live: liveNow });
        }
      }, LIVE_RELEASES_CHECK_MS)
    : undefined;
  liveCheck?.unref();

  /**
   * The process to give a task: the current one once it is ready, waited for (through a restart
   * too) up to RENDER_PROCESS_START_WAIT_MS; then the page goes to the browser.
   */
  async function readyProcess(): Promise<Handle> {
    const deadline = Date.now() + RENDER_PROCESS_START_WAIT_MS;
    while (!closing && Date.now() < deadline) {
      const handle = current;
      if ((await within(handle.ready, deadline)) && !handle.ended) return handle;
      if (!restarting) break;
      await within(restarting, deadline);
    }
    throw new Error('no render process is ready');
  }

  return {
    async renderPage(input) {
      const handle = await readyProcess();
      const id = nextId++;
      const { fetchService, ...task } = input;
      return new Promise((resolve, reject) => {
        handle.pages.set(id, { fetchService, input, resolve, reject });
        if (post(handle, { type: 'page', id, ...task })) return;
        handle.pages.delete(id);
        reject(new Error('the render process ended before it took this page'));
      });
    },
    async renderSlot(task) {
      let handle: Handle;
      try {
        handle = await readyProcess();
      } catch (error) {
        return { ok: false, message: (error as Error).message };
      }
      const id = nextId++;
      return new Promise((resolve) => {
        handle.slots.set(id, { resolve });
        if (post(handle, { type: 'slot', id, ...task })) return;
        handle.slots.delete(id);
        resolve({ ok: false, message: 'the render process ended before it took this slot' });
      });
    },
    keepInStep(releases: ReleaseLocations = {}) {
      // Every page asks, cached ones too: one message per set of releases, not per page.
      if (current.keptInStep.has(releases)) return;
      current.keptInStep.add(releases);
      post(current, { type: 'keep-in-step', releases });
    },
    get generation() {
      return current.generation;
    },
    threads,
    async close() {
      closing = true;
      clearInterval(health);
      clearInterval(cpuFeed);
      clearInterval(liveCheck);
      clearTimeout(restart);
      await Promise.all([current, successor].map((handle) => handle && stop(handle)));
    },
  };
}

/** What `promise` settles to, or false once `deadline` (a Date.now() time) has passed. */
async function within(promise: Promise<boolean>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), false);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The CPU milliseconds of each thread of the process's Node, by kernel id; undefined while it cannot be read. */
function threadsCpu(handle: Handle): Record<string, number> | undefined {
  handle.nodePid ??= nodePidOf(handle);
  if (!handle.nodePid) return undefined;
  const tasks = `/proc/${handle.nodePid}/task`;
  let threads: string[];
  try {
    threads = fs.readdirSync(tasks);
  } catch {
    return undefined;
  }
  const cpuMs: Record<string, number> = {};
  for (const thread of threads) {
    try {
      const cpu = threadCpuMs(Number(thread), fs.readFileSync(`${tasks}/${thread}/stat`, 'utf8'));
      if (cpu !== undefined) cpuMs[thread] = cpu;
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return cpuMs;
}

function nodePidOf(handle: Handle): number | undefined {
  const pid = handle.child.pid;
  if (!pid || !handle.namespaced) return pid;
  try {
    const child = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ')[0];
    return child ? Number(child) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Kills the render process with everything the sandbox started for it: killing `unshare` alone
 * would leave the process it forked, whose death signal `setpriv`'s change of user cleared (a hung
 * or stopped one would live on, holding its memory).
 */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}
