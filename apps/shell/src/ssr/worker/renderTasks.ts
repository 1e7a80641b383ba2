import type { MessagePort } from 'node:worker_threads';
import type {
  InitialState,
  Locale,
  RemoteName,
  ServerRequestContext,
  Site,
} from '@storefront/contracts';
import type { SlotKey } from '../../slots/slotEnvironment';

/**
 * The tasks the document server hands its render workers and what comes back: plain
 * data (structured clone), plus a MessagePort for the page's service calls and a SharedArrayBuffer
 * for its progress (./renderProgress.ts). Everything a remote's server code runs, runs in a worker.
 */

/** Where one remote's release is: its registry entry (the browser's manifest) and its server container file. */
export interface ReleaseLocation {
  manifestUrl: string;
  serverEntry: string;
}
export type ReleaseLocations = Partial<Record<RemoteName, ReleaseLocation>>;

interface TaskBase {
  /** Date.now() when the task was handed over: the heartbeat counts from it. */
  startedAt: number;
  progress: SharedArrayBuffer;
}

/** One page: the shell's tree with every slot the page renders on the server. */
export interface PageTask extends TaskBase {
  kind: 'page';
  state: InitialState;
  nonce: string;
  context: Omit<ServerRequestContext, 'fetchService'>;
  releases: ReleaseLocations;
  /** Slots rendered as their fallback without running their code (quarantined on this host). */
  skip: readonly SlotKey[];
  /** The page's service calls go over this port to the accepting thread (ServiceCall → ServiceAnswer). */
  port: MessagePort;
}

export interface PageTaskResult {
  state: InitialState;
  /**
   * The body's markup as React encoded it (UTF-8), in a buffer of its own that the worker hands
   * over instead of copying (renderWorker.cjs): decoding it to a string, cloning that string to
   * the accepting thread and encoding it again for the socket cost about a tenth of a render.
   */
  html: Uint8Array;
  problems: { slot?: string; stage: string; message: string }[];
  /**
   * Each server-rendered slot's own time in ms, by slot: its module load and `loadServerData` in the
   * worker (PreparedSlots.durationsMs), or, for a slot whose code cost its worker, the time from the
   * task's start to that loss (renderPool.ts). The metrics observe it per remote and release.
   */
  slotDurationsMs: Record<string, number>;
}

/**
 * One slot of one release rendered alone with sample props (the deploy gate and the preparation
 * before a switch): its `loadServerData` runs with a service that answers nothing, then its
 * component renders with the remote's texts.
 */
export interface SlotTask extends TaskBase {
  kind: 'slot';
  slot: SlotKey;
  release: ReleaseLocation;
  site: Site;
  locale: Locale;
  props: Record<string, unknown>;
}

export interface SlotTaskResult {
  html: string;
}

export type RenderTask = PageTask | SlotTask;

/** A task's answer: its value, or why it failed (a worker that was lost answers nothing). */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A page's service call from the worker. */
export interface ServiceCall {
  id: number;
  path: string;
  headers: Record<string, string>;
  shareForS?: number;
}

export type ServiceAnswer =
  { id: number; status: number; body: unknown } | { id: number; error: string };
