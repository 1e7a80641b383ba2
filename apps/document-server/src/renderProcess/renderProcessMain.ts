import type { ServerRequestContext } from '@storefront/contracts';
import { readOtherThreadsWith, type ReleaseLocations, type SlotKey } from '@storefront/shell';
import { createRenderThreads, type RenderThreads } from '../renderPool/renderPool';
import type { SandboxRefusal } from '../renderPool/renderWorkers';
import { SANDBOX_REFUSAL_LOG_MS } from './limits';
import {
  ToProcessSchema,
  type FromProcess,
  type RenderProcessStart,
  type ToProcess,
} from './renderProcessProtocol';

/**
 * The render process (built to dist/renderProcess.cjs, started by ./renderProcess.ts inside its
 * sandbox): the render workers and their watchdog, nothing else. Its main thread runs only this
 * file and the pool; every remote's code runs in its workers. A page's service calls go to the
 * document server over the IPC channel, which alone holds the visitor's cookies and the API.
 */

type Answer = { status: number; body: unknown } | { error: string };

const send = (message: FromProcess): void => {
  // A channel that broke under the message: the document server is gone, and so is this process.
  if (process.connected)
    process.send?.(message, undefined, undefined, (error) => error && process.exit(0));
};

let pool: RenderThreads | undefined;
/** The document server's latest reading of this process's threads' CPU (the watchdog tells a spinning worker from a starved one by it). */
let threadCpu: Record<string, number> = {};
readOtherThreadsWith((thread) => threadCpu[thread]);
let live: ReleaseLocations[] = [];
/** Each page's service calls waiting for the document server's answer, by page and call. */
const waiting = new Map<number, Map<number, (answer: Answer) => void>>();

/** A page's `fetchService`: each call asked of the document server, answered over the channel. */
function fetchServiceOf(page: number): ServerRequestContext['fetchService'] {
  let next = 0;
  const calls = new Map<number, (answer: Answer) => void>();
  waiting.set(page, calls);
  return (path, headers = {}, options = {}) =>
    new Promise((resolve, reject) => {
      const call = next++;
      calls.set(call, (answer) =>
        'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
      );
      send({
        type: 'call',
        page,
        call,
        path,
        headers: { ...headers },
        ...(options.shareForS === undefined ? {} : { shareForS: options.shareForS }),
      });
    });
}

function start(message: RenderProcessStart): void {
  live = message.live;
  pool = createRenderThreads({
    serverEntryFile: message.serverEntryFile,
    threads: message.threads,
    ...(message.heapMb === undefined ? {} : { heapMb: message.heapMb }),
    ...(message.taskDeadlineMs === undefined ? {} : { taskDeadlineMs: message.taskDeadlineMs }),
    ...(message.queueDeadlineMs === undefined ? {} : { queueDeadlineMs: message.queueDeadlineMs }),
    liveReleases: () => live,
    // The sandbox's flags (./sandbox.ts): each worker is confined as this process is.
    workerExecArgv: process.execArgv,
    log: {
      warn: (details, text) => send({ type: 'log', message: text, details: plain(details) }),
    },
    onWorkerStart: () => send({ type: 'worker-started' }),
    onRefused: logRefusal,
  });
  void pool.warm.then(() => send({ type: 'ready' }));
}

/** When each refusal (permission and resource) was last logged. */
const refusalsLogged = new Map<string, number>();

/** A refusal of the sandbox, logged by the document server once per SANDBOX_REFUSAL_LOG_MS. */
function logRefusal(refused: SandboxRefusal): void {
  const key = `${refused.permission} ${refused.resource}`;
  const now = Date.now();
  if (now - (refusalsLogged.get(key) ?? -Infinity) < SANDBOX_REFUSAL_LOG_MS) return;
  refusalsLogged.set(key, now);
  send({
    type: 'log',
    message: "the render process's sandbox refused a remote's server code",
    details: { ...refused },
  });
}

/** A log record's details as they can cross: errors as their message. */
function plain(details: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      value instanceof Error ? value.message : value,
    ]),
  );
}

async function renderPage(
  threads: RenderThreads,
  message: Extract<ToProcess, { type: 'page' }>,
): Promise<void> {
  try {
    const page = await threads.renderPage({
      state: message.state,
      nonce: message.nonce,
      context: message.context,
      releases: message.releases,
      fetchService: fetchServiceOf(message.id),
    });
    send({
      type: 'page-done',
      id: message.id,
      slots: page.state.slots ?? {},
      serverData: page.state.serverData ?? {},
      html: page.html,
      problems: page.problems,
      slotDurationsMs: page.slotDurationsMs,
    });
  } catch (error) {
    send({
      type: 'page-failed',
      id: message.id,
      message: error instanceof Error ? error.message : String(error),
    });
  } finally {
    waiting.delete(message.id);
  }
}

async function renderSlot(
  threads: RenderThreads,
  message: Extract<ToProcess, { type: 'slot' }>,
): Promise<void> {
  const outcome = await threads.renderSlot({
    slot: message.slot as SlotKey,
    release: message.release,
    // The worker reads them by the render protocol's schema.
    site: message.site as never,
    locale: message.locale as never,
    props: message.props,
  });
  send({ type: 'slot-done', id: message.id, ...outcome });
}

async function close(): Promise<void> {
  await pool?.close();
  process.exit(0);
}

process.on('message', (raw: unknown) => {
  const read = ToProcessSchema.safeParse(raw);
  if (!read.success) return;
  const message = read.data;
  switch (message.type) {
    case 'start':
      if (!pool) start(message);
      return;
    case 'live':
      live = message.live;
      return;
    case 'keep-in-step':
      pool?.keepInStep(message.releases);
      return;
    case 'page':
      if (pool) void renderPage(pool, message);
      return;
    case 'slot':
      if (pool) void renderSlot(pool, message);
      return;
    case 'answer': {
      const answer = waiting.get(message.page)?.get(message.call);
      waiting.get(message.page)?.delete(message.call);
      answer?.(
        message.error === undefined
          ? { status: message.status ?? 0, body: message.body }
          : { error: message.error },
      );
      return;
    }
    case 'thread-cpu':
      threadCpu = message.cpuMs;
      return;
    case 'ping':
      send({
        type: 'pong',
        rssBytes: process.memoryUsage.rss(),
        generation: pool?.generation ?? 0,
      });
      return;
    case 'close':
      void close();
      return;
  }
});

// The document server is gone (ended, or it closed the channel): so is its render process.
process.on('disconnect', () => process.exit(0));
