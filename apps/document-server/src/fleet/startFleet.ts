import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as z from 'zod/mini';
import type { RemoteName, RemoteRegistry, Site } from '@storefront/contracts';
import {
  PREPARE_CHANNEL,
  REGISTRY_CHANNEL,
  EVICT_EVERY_MS,
  evictUnusedCopies,
  postgresStore,
  PRUNE_GRACE_MS,
  releaseCache,
  fleetRegistry,
  type FleetRegistry,
  listenOnChannels,
  startHeartbeat,
  HEARTBEAT_MS,
  HOST_LIVE_MS,
  prepareAnswerer,
  type PrepareRelease,
  releaseEnvironment,
  releaseStoreDir,
  releaseVerifierFromEnv,
  type ReleaseCache,
  type SiteCanaries,
  TamperedReleaseError,
} from '@storefront/releases';
import { ConfigError, surviveLostConnections } from '@storefront/server-kit';
import { publishShellCatalogue } from './shell/publishShellCatalogue';
import { releaseFileGate } from './serve/releaseFileGate';
import type { ReleasePreviewSource } from '../releasePreview/releasePreviewSource';

export interface Fleet {
  /** This process's name in the heartbeat table and in a failed deploy's message. */
  readonly host: string;
  /** The registry per site, from the shared store, current within a second of a change. */
  registry(site?: Site): RemoteRegistry;
  /** The canaries per site, current as the registry is. */
  canaries(site: Site): SiteCanaries;
  /**
   * Copies a release to this host (verified) when it is not here yet and the environment could serve
   * it: a published file is never a 404, a made-up one never reaches the store.
   */
  ensureRelease(remote: RemoteName, release: string): Promise<void>;
  /** What this host serves of each remote per scope, for its metrics. */
  served: FleetRegistry['served'];
  /** Whether the release store answered the last reading, and when one last worked. */
  storeReading(): StoreReading;
  /** The live releases this host could not copy for a fault of its own: its readiness is 503 meanwhile (FleetRegistry['behind']). */
  behind(): string[];
  /**
   * Whether this host did not run for longer than a heartbeat's life (stopped, frozen) and has not
   * read the registry since, or has been reading it for that long (a copy hanging on its disk or
   * store): deploys and rollbacks went on without it, so it is out of rotation until it has.
   */
  rejoining(): boolean;
  /** From now on this process answers deploys' prepare requests with `prepare`, and is live (heartbeat). */
  answerPrepare(prepare: PrepareRelease): void;
  /**
   * Any published release, for a staff member's preview: listed from the shared store, copied and
   * verified as a deploy's are, whether or not this environment serves it to shoppers.
   */
  previewSource: ReleasePreviewSource;
  close(): Promise<void>;
}

/**
 * What readiness names under `behind` while this host reads the registry again after it did not
 * run for longer than a heartbeat's life, or while a reading of it hangs (Fleet['rejoining']).
 */
export const REJOINING = 'registry';

export interface StoreReading {
  reachable: boolean;
  at: Date;
}

/** What a registry change's NOTIFY says (postgresStore.ts). */
const RegistryNotificationSchema = z.object({
  environment: z.string(),
  site: z.string(),
  remote: z.string(),
});

/** FLEET_HOST, else the machine's name and port: unique per process in a fleet. */
const hostName = (env: NodeJS.ProcessEnv) =>
  env.FLEET_HOST || `${os.hostname()}:${env.PORT ?? '3000'}`;

/**
 * The fleet machinery of one storefront process: with DATABASE_URL the registry and the
 * releases come from PostgreSQL, shared by every host; without it, undefined (the folder store of
 * `.releases/`, read as before).
 */
/** How often every host re-reads the registry whatever it heard (FLEET_RECONCILE_MS). */
export const FLEET_RECONCILE_MS = 30_000;
/**
 * How soon a host that could not copy a live release tries again: it is out of rotation meanwhile
 * (its readiness says `behind`), so it does not wait for the reconcile timer. Short, so a hiccup
 * that hit every host at once (a store read failing during a deploy) costs seconds of rotation.
 */
export const FLEET_CATCH_UP_MS = 2_000;

function reconcileMsOf(env: NodeJS.ProcessEnv): number {
  const value = Number(env.FLEET_RECONCILE_MS || FLEET_RECONCILE_MS);
  if (!Number.isInteger(value) || value < 100)
    throw new ConfigError(
      `FLEET_RECONCILE_MS wants milliseconds (at least 100), not ${JSON.stringify(env.FLEET_RECONCILE_MS)}.`,
    );
  return value;
}

/** What the fleet counts in this host's metrics. */
export interface FleetCounts {
  /** A release this host refused to copy or run. */
  releaseRefused(remote: RemoteName): void;
  /** A request for a release file this environment does not serve. */
  releaseMiss(remote: RemoteName): void;
}

export async function startFleet(
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void,
  counts: FleetCounts = { releaseRefused: () => undefined, releaseMiss: () => undefined },
): Promise<Fleet | undefined> {
  const onReleaseRefused = counts.releaseRefused;
  const onReleaseMiss = counts.releaseMiss;
  const url = env.DATABASE_URL;
  if (!url) return undefined;
  // Before the store is opened: a key that is no Ed25519 public key stops the start.
  const verifier = releaseVerifierFromEnv(env);
  if (!verifier)
    warn(
      'RELEASE_VERIFY_KEY is not set: this host runs releases without checking the release service’s signature (README, "Signed releases").',
    );
  const store = await postgresStore(url);
  const pool = surviveLostConnections(new pg.Pool({ connectionString: url, max: 2 }));
  const host = hostName(env);
  const environment = releaseEnvironment(env);
  const verified = releaseCache(store, releaseStoreDir(env), verifier);
  // Every refusal counted, whether a registry change or a deploy's preparation asked for the release.
  const cache: ReleaseCache = {
    ensure: (remote, release) =>
      verified.ensure(remote, release).catch((error: unknown) => {
        if (error instanceof TamperedReleaseError) onReleaseRefused(remote);
        throw error;
      }),
  };
  // Listening first, then reading: a change committed between the two is heard, never lost. One
  // heard before the first reading is done asks for a second.
  const started: { registry?: FleetRegistry } = {};
  // Whether the last reading of the store worked, and when one last did: a host that cannot reach
  // the store keeps serving what it has, and says so in its metrics.
  let reading: StoreReading = { reachable: true, at: new Date() };
  let changedWhileStarting = false;
  let catchUp: NodeJS.Timeout | undefined;
  // Readings asked so far, and the first one that counts after this host was away.
  let readingsAsked = 0;
  let rejoinedAt: number | undefined;
  let ranAt = Date.now();
  /**
   * When each reading still in flight began: one that hangs (a copy stuck on its disk, a lock) leaves
   * this host behind, as long as the store answers its heartbeat meanwhile. Where the store does not
   * answer it either, every host is in the same state (a partition, an outage): `degraded`, not
   * out of rotation (Lifecycle.degraded).
   */
  const inFlight = new Map<number, number>();
  let heartbeatWrittenAt: number | undefined;
  const readingHangs = () =>
    Date.now() - Math.min(...inFlight.values()) > HOST_LIVE_MS &&
    heartbeatWrittenAt !== undefined &&
    Date.now() - heartbeatWrittenAt < HOST_LIVE_MS;
  /**
   * Looked at on every tick and before every answer about this host's state: a gap longer than a
   * heartbeat's life means its peers took it for gone. Read lazily too, because after a SIGCONT a
   * readiness request already waiting may be answered before any timer runs.
   */
  const noteRunning = () => {
    const now = Date.now();
    if (now - ranAt > HOST_LIVE_MS && started.registry && rejoinedAt === undefined) {
      rejoinedAt = readingsAsked + 1;
      warn(
        `This host did not run for ${Math.round((now - ranAt) / 1000)} s: out of rotation until it has read the registry again.`,
      );
      refresh();
    }
    ranAt = now;
  };
  /** Out of rotation while behind: read again soon, not at the next reconcile. */
  const catchUpIfBehind = () => {
    if (catchUp || (!started.registry?.behind().length && rejoinedAt === undefined)) return;
    catchUp = setTimeout(() => {
      catchUp = undefined;
      refresh();
    }, FLEET_CATCH_UP_MS);
    catchUp.unref();
  };
  const refresh = () => {
    if (!started.registry) {
      changedWhileStarting = true;
      return;
    }
    const asked = (readingsAsked += 1);
    inFlight.set(asked, Date.now());
    void started.registry
      .refresh()
      .finally(() => inFlight.delete(asked))
      .then(
        () => {
          reading = { reachable: true, at: new Date() };
          if (rejoinedAt !== undefined && asked >= rejoinedAt) rejoinedAt = undefined;
          catchUpIfBehind();
        },
        (error: unknown) => {
          reading = { ...reading, reachable: false };
          warn(
            `The registry could not be read again; this host keeps serving what it has: ${String(error)}`,
          );
          // Out of rotation meanwhile: it asks again soon, not 30 s after the store is back.
          catchUpIfBehind();
        },
      );
  };
  let prepare: PrepareRelease | undefined;
  let stopHeartbeat: (() => Promise<void>) | undefined;
  const listener = listenOnChannels(
    url,
    {
      [REGISTRY_CHANNEL]: (payload) => {
        const parsed = RegistryNotificationSchema.safeParse(payload);
        if (!parsed.success)
          warn(
            `A ${REGISTRY_CHANNEL} notification that is no registry change was ignored: ${JSON.stringify(payload)}`,
          );
        else if (parsed.data.environment === environment) refresh();
      },
      [PREPARE_CHANNEL]: prepareAnswerer(pool, host, environment, cache, () => prepare, warn),
    },
    refresh,
    warn,
  );
  // Not started before it hears deploys: a prepare request meanwhile would go unanswered.
  await listener.listening;
  const read = await fleetRegistry(store, environment, cache, warn);
  started.registry = read;
  if (changedWhileStarting) refresh();
  else catchUpIfBehind();
  // A notification can be lost in ways a reconnect does not show (a query failing mid-refresh):
  // every host also reconciles with the store on a timer, so none stays behind for long.
  const reconcile = setInterval(refresh, reconcileMsOf(env));
  reconcile.unref();
  // When this process last served a file of each release: an open tab's use keeps its copy.
  const lastUsed = new Map<string, number>();
  const gate = releaseFileGate({
    releaseStoreDir: releaseStoreDir(env),
    couldServe: read.couldServe,
    readings: read.readings,
    ensure: cache.ensure,
    onMiss: onReleaseMiss,
    warn,
  });
  // The disk does not only grow: copies no registry and no page needs any more go.
  const eviction = setInterval(() => {
    evictUnusedCopies({
      dir: releaseStoreDir(env),
      couldServe: read.couldServe,
      lastUsed: (remote, release) => lastUsed.get(`${remote}/${release}`),
      now: Date.now(),
      graceMs: PRUNE_GRACE_MS,
    }).then(
      (evicted) => {
        for (const key of evicted) lastUsed.delete(key);
        if (evicted.length > 0)
          warn(
            `Evicted this host's copies of ${evicted.join(', ')}: no page used them within the grace period.`,
          );
      },
      (error: unknown) =>
        warn(`Release copies could not be evicted; trying again later: ${String(error)}`),
    );
  }, EVICT_EVERY_MS);
  eviction.unref();
  const running = setInterval(noteRunning, HEARTBEAT_MS);
  running.unref();
  await publishShellCatalogue(store, environment).catch((error: unknown) =>
    warn(
      `What this shell provides was not published; deploys check against the last shell that did: ${String(error)}`,
    ),
  );
  return {
    host,
    registry: read.registry,
    canaries: read.canaries,
    served: read.served,
    storeReading: () => reading,
    behind: read.behind,
    rejoining() {
      noteRunning();
      return rejoinedAt !== undefined || readingHangs();
    },
    async ensureRelease(remote, release) {
      await gate(remote, release);
      // A use of a copy this host holds: a made-up id leaves nothing to remember.
      if (fs.existsSync(path.join(releaseStoreDir(env), 'remotes', remote, release)))
        lastUsed.set(`${remote}/${release}`, Date.now());
    },
    previewSource: {
      releases: (remote) => store.releases(remote),
      async ensure(remote, release) {
        await cache.ensure(remote, release);
        lastUsed.set(`${remote}/${release}`, Date.now());
      },
    },
    answerPrepare(given) {
      prepare = given;
      stopHeartbeat ??= startHeartbeat(pool, host, environment, warn, () => {
        heartbeatWrittenAt = Date.now();
      });
    },
    async close() {
      clearInterval(reconcile);
      clearInterval(running);
      clearInterval(eviction);
      clearTimeout(catchUp);
      await stopHeartbeat?.();
      await listener.stop();
      await pool.end();
      await store.close();
    },
  };
}
