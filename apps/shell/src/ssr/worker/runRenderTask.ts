import { MessagePort } from 'node:worker_threads';
import { type RemoteName, type ServerRequestContext, slotParts } from '@storefront/contracts';
import type { SlotKey } from '../../slots/slotEnvironment';
import { loadServerModule } from '../loadServerModule';
import type { LoadedSlotModule } from '../prepareSlots';
import { renderPage } from '../renderPage';
import { progressWriter, WORKER_HEARTBEAT_MS, type ProgressWriter } from '../renderProgress';
import { renderSlotToString } from '../renderSlotToString';
import { portFetchService } from './portFetchService';
import {
  MalformedMessage,
  readMessage,
  RenderTaskSchema,
  WorkerStartSchema,
  type PageTask,
  type PageTaskResult,
  type ReleaseLocation,
  type ReleaseLocations,
  type RenderTask,
  type SlotTask,
  type SlotTaskResult,
  type TaskOutcome,
} from './renderProtocol';
import { ALL_SERVER_RENDERED_SLOTS } from '../pageSlots';
import { STRANGER_HOME_STATE } from '../../state/initialState';

/**
 * A render worker's work, in the shell's server bundle so the worker runs the same
 * React, i18next and federation host as every remote's server container expects. The worker file
 * (apps/document-server/src/renderPool/renderWorker.cjs) requires this bundle and hands it each task.
 */
export async function runRenderTask(
  message: unknown,
): Promise<TaskOutcome<PageTaskResult | SlotTaskResult>> {
  let task: RenderTask;
  try {
    task = readMessage(RenderTaskSchema, 'the render task', message);
  } catch (error) {
    if (!(error instanceof MalformedMessage)) throw error;
    // Refused before it started: no heartbeat, and the page's service port (if any) closed.
    closePortOf(message);
    return { ok: false, message: error.message };
  }
  const progress = progressWriter(task.progress, task.startedAt);
  // Queued past the page's wait: its page already went out as the frame.
  if (!progress.wanted()) {
    if (task.kind === 'page') task.port.close();
    return { ok: false, message: 'the page stopped waiting before a render worker took it' };
  }
  progress.beat();
  // The accepting thread reads this beat: while it keeps coming, the worker's loop is free.
  const heartbeat = setInterval(progress.beat, WORKER_HEARTBEAT_MS);
  try {
    switch (task.kind) {
      case 'page':
        return { ok: true, value: await renderPageTask(task, progress) };
      case 'slot':
        return { ok: true, value: await renderSlotTask(task, progress) };
    }
  } catch (error) {
    // A task that fails answers so; only a lost worker rejects (renderPool.ts tells them apart by that).
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearInterval(heartbeat);
    progress.leave();
  }
}

function closePortOf(message: unknown): void {
  const port = (message as { port?: unknown } | null | undefined)?.port;
  if (port instanceof MessagePort) port.close();
}

function slotLoader(releases: ReleaseLocations, skip: readonly SlotKey[] = []) {
  return (slot: SlotKey): Promise<LoadedSlotModule> => {
    const { remote, module } = slotParts(slot);
    if (skip.includes(slot))
      return Promise.reject(
        new Error(`${slot} is quarantined on this host after its code held a render worker`),
      );
    return loadRelease(remote, module, releases[remote]);
  };
}

function loadRelease(
  remote: RemoteName,
  module: string,
  release: ReleaseLocation | undefined,
): Promise<LoadedSlotModule> {
  if (!release) return Promise.reject(new Error(`${remote} is not in the registry`));
  return loadServerModule(remote, module, release.manifestUrl, {
    serverEntry: release.serverEntry,
  });
}

async function renderPageTask(task: PageTask, progress: ProgressWriter): Promise<PageTaskResult> {
  const problems: PageTaskResult['problems'] = [];
  try {
    const rendered = await renderPage({
      state: task.state,
      nonce: task.nonce,
      context: { ...task.context, fetchService: portFetchService(task.port) },
      load: slotLoader(task.releases, task.skip),
      report: (problem) => problems.push(problem),
      marks: progress,
    });
    return {
      // Only what the render adds: the rest of the state is the accepting thread's own.
      state: { slots: rendered.state.slots ?? {}, serverData: rendered.state.serverData ?? {} },
      html: await ownBytes(rendered.body),
      problems,
      slotDurationsMs: rendered.slotDurationsMs,
    };
  } finally {
    task.port.close();
  }
}

/** A stream's bytes in one buffer that nothing else shares (Buffer.concat may take Node's shared pool), so it can be transferred. */
async function ownBytes(body: AsyncIterable<Uint8Array | string>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    chunks.push(bytes);
    length += bytes.byteLength;
  }
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/**
 * A new worker loads the server modules of every live release before it takes its first page, so
 * no shopper waits for a container to load (a module that fails loads again per page, where the
 * watchdog sees it). Before the worker reports ready: the pool gives pages to ready workers only.
 */
export async function warmUp(start: unknown): Promise<void> {
  const { live } = readMessage(WorkerStartSchema, "the render worker's start data", start);
  for (const releases of live) {
    const load = slotLoader(releases);
    await Promise.all(ALL_SERVER_RENDERED_SLOTS.map((slot) => load(slot).catch(() => undefined)));
  }
  // The shell's own page once, every slot as its fallback (no remote's code runs here, where no
  // watchdog sees it): a first page rendered cold holds the thread long enough for the watchdog to
  // blame whichever slot it was in.
  const rendered = await renderPage({
    state: WARM_UP_STATE,
    nonce: 'warm-up',
    context: {
      ...WARM_UP_STATE,
      query: '',
      cookies: {},
      fetchService: () => Promise.resolve({ status: 503, body: undefined }),
    },
    load: () => Promise.reject(new Error('warm-up')),
    report: () => undefined,
  });
  for await (const chunk of rendered.body) void chunk;
}

/** The page a new worker renders once before its first shopper's. */
const WARM_UP_STATE: PageTask['state'] = STRANGER_HOME_STATE;

/** The deploy gate's and the switch's test render: nothing answers the slot's service calls. */
async function renderSlotTask(task: SlotTask, progress: ProgressWriter): Promise<SlotTaskResult> {
  const { remote, module } = slotParts(task.slot);
  progress.enter(task.slot);
  const loaded = await loadRelease(remote, module, task.release);
  if (loaded.loadServerData) {
    const context: ServerRequestContext = {
      site: task.site,
      locale: task.locale,
      platform: 'CLASSIC',
      pageType: 'home',
      reduced: false,
      path: '/',
      query: '',
      userAgent: '',
      cookies: {},
      fetchService: () => Promise.resolve({ status: 503, body: undefined }),
    };
    progress.enter(task.slot);
    // A loader must survive a service that is down: its failure only leaves the data to the browser.
    await Promise.resolve(loaded.loadServerData(context)).catch(() => undefined);
  }
  progress.enter(task.slot);
  const html = await renderSlotToString(
    loaded.default as never,
    { ...task.props, locale: task.locale } as never,
    [remote],
    loaded.loadTexts ? new Map([[remote, loaded.loadTexts]]) : new Map(),
  );
  return { html };
}
