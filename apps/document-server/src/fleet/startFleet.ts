import os from 'node:os';
import pg from 'pg';
import * as z from 'zod/mini';
import type { RemoteName, RemoteRegistry, Site } from '@storefront/contracts';
import {
  PREPARE_CHANNEL,
  REGISTRY_CHANNEL,
  postgresStore,
  releaseCache,
  fleetRegistry,
  listenOnChannels,
  startHeartbeat,
  prepareAnswerer,
  type PrepareRelease,
  releaseEnvironment,
  releaseStoreDir,
  releaseVerifierFromEnv,
  type ReleaseCache,
  type SiteCanaries,
  TamperedReleaseError,
} from '@storefront/releases';
import { publishShellCatalogue } from './shell/publishShellCatalogue';

export interface Fleet {
  /** This process's name in the heartbeat table and in a failed deploy's message. */
  readonly host: string;
  /** The registry per site, from the shared store, current within a second of a change. */
  registry(site?: Site): RemoteRegistry;
  /** The canaries per site, current as the registry is. */
  canaries(site: Site): SiteCanaries;
  /** Copies a release to this host (verified) when it is not here yet: a published file is never a 404. */
  ensureRelease(remote: RemoteName, release: string): Promise<void>;
  /** From now on this process answers deploys' prepare requests with `prepare`, and is live (heartbeat). */
  answerPrepare(prepare: PrepareRelease): void;
  close(): Promise<void>;
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
export async function startFleet(
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void,
  onReleaseRefused: (remote: RemoteName) => void = () => undefined,
): Promise<Fleet | undefined> {
  const url = env.DATABASE_URL;
  if (!url) return undefined;
  // Before the store is opened: a key that is no Ed25519 public key stops the start.
  const verifier = releaseVerifierFromEnv(env);
  if (!verifier)
    warn(
      'RELEASE_VERIFY_KEY is not set: this host runs releases without checking the release service’s signature (README, "Signed releases").',
    );
  const store = await postgresStore(url);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined); // an idle client's broken connection: the next query reconnects
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
  const registry = await fleetRegistry(store, environment, cache, warn);
  await publishShellCatalogue(store, environment).catch((error: unknown) =>
    warn(
      `What this shell provides was not published; deploys check against the last shell that did: ${String(error)}`,
    ),
  );
  const refresh = () =>
    void registry
      .refresh()
      .catch((error: unknown) => warn(`The registry could not be read again: ${String(error)}`));
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
  return {
    host,
    registry: registry.registry,
    canaries: registry.canaries,
    ensureRelease: cache.ensure,
    answerPrepare(given) {
      prepare = given;
      stopHeartbeat ??= startHeartbeat(pool, host, environment, warn);
    },
    async close() {
      await stopHeartbeat?.();
      await listener.stop();
      await pool.end();
      await store.close();
    },
  };
}
