import type { RemoteName, RemoteRegistry, Site } from '@storefront/contracts';
import { postgresStore } from './store/postgresStore';
import { releaseCache } from './cache/releaseCache';
import { fleetRegistry } from './registry/fleetRegistry';
import { listenForRegistryChanges } from './notify/registryListener';
import { releaseEnvironment, releaseStoreDir } from '../releaseStore';

export interface Fleet {
  /** The registry per site, from the shared store, current within a second of a change. */
  registry(site?: Site): RemoteRegistry;
  /** Copies a release to this host (verified) when it is not here yet: a published file is never a 404. */
  ensureRelease(remote: RemoteName, release: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The fleet machinery of one storefront process (issue 25): with DATABASE_URL the registry and the
 * releases come from PostgreSQL, shared by every host; without it, undefined (the folder store of
 * `.releases/`, read as before).
 */
export async function startFleet(env: NodeJS.ProcessEnv, warn: (message: string) => void): Promise<Fleet | undefined> {
  if (!env.DATABASE_URL) return undefined;
  const store = await postgresStore(env.DATABASE_URL);
  const environment = releaseEnvironment(env);
  const cache = releaseCache(store, releaseStoreDir(env));
  const registry = await fleetRegistry(store, environment, cache, warn);
  const stopListening = listenForRegistryChanges(env.DATABASE_URL, environment, () => void registry.refresh().catch((error: unknown) => warn(`The registry could not be read again: ${String(error)}`)), warn);
  return {
    registry: registry.registry,
    ensureRelease: cache.ensure,
    async close() {
      await stopListening();
      await store.close();
    },
  };
}
