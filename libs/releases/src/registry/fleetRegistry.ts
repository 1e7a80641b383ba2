import {
  REMOTE_NAMES,
  SITES,
  type RemoteName,
  type RemoteRegistry,
  type Site,
} from '@storefront/contracts';
import type { Canaries, ReleaseStore } from '../store/types';
import { siteCanaries } from '../canary/siteCanaries';
import type { SiteCanaries } from '../canary/releasesForRequest';
import { TamperedReleaseError, type ReleaseCache } from './releaseCache';
import { entryOfRelease } from '../store/folderStore';
import { LOCAL_REGISTRY } from './registry';
import { PRUNE_GRACE_MS } from '../operations/releases';

export interface FleetRegistry {
  /** The registry of a site as last read, without a query: read per page. */
  registry(site?: Site): RemoteRegistry;
  /** The canaries of a site as last read, without a query. */
  canaries(site: Site): SiteCanaries;
  /** Reads the environment's registries again, copies every live release to this host, then switches. */
  refresh(): Promise<void>;
  /**
   * Whether a page of this environment may ask for the release's files: live or a canary in any
   * scope, or live within the prune grace period (open tabs still load its chunks). What else is
   * asked for (a made-up id, another environment's release) never reaches the store.
   */
  couldServe(remote: RemoteName, release: string): boolean;
  /** How many times the registry was read: an answer of couldServe holds until it changes. */
  readings(): number;
  /** What this host serves of each remote, per scope ('' the environment's own registry): release ids, canaries marked. */
  served(): { scope: string; remote: RemoteName; release: string; canary: boolean }[];
  /**
   * The live releases (`remote/release`) this host could not copy at its last reading for a fault
   * of its own (its disk, a broken read), not because the release was refused: until the next
   * reading copies them it serves older ones than its peers, and its readiness says so.
   * A release refused as tampered or unsigned is refused by every host alike and is not listed.
   */
  behind(): string[];
}

const entries = (registry: Partial<Record<RemoteName, string>>): RemoteRegistry =>
  Object.fromEntries(
    Object.entries(registry).map(([remote, id]) => [
      remote,
      entryOfRelease(remote as RemoteName, id),
    ]),
  );

/**
 * The environment's registry from the shared store, held in memory and refreshed when it changes
 * (registryListener.ts), not read per page. A refresh copies the releases it
 * points at into this host's cache before the pages see them; a release that cannot be copied
 * (store unreachable, a tampered file, no valid signature) is reported in the log and
 * not switched to: the remote keeps the release this host served before.
 */
export async function fleetRegistry(
  store: ReleaseStore,
  environment: string,
  cache: ReleaseCache,
  warn: (message: string) => void,
): Promise<FleetRegistry> {
  let current = new Map<Site | undefined, RemoteRegistry>();
  let currentCanaries = new Map<Site, SiteCanaries>();
  let servable = new Set<string>();
  let servedNow: ReturnType<FleetRegistry['served']> = [];
  let readings = 0;
  let behindNow: string[] = [];
  const read = async () => {
    const scopes: (Site | undefined)[] = [undefined, ...SITES];
    const stored = await Promise.all(
      scopes.map(
        async (site) =>
          [site, await store.registry({ environment, ...(site ? { site } : {}) })] as const,
      ),
    );
    const canaries = new Map<Site | undefined, Canaries>(
      await Promise.all(
        scopes.map(
          async (site) =>
            [site, await store.canaries({ environment, ...(site ? { site } : {}) })] as const,
        ),
      ),
    );
    const canaryIds = [...canaries.values()].flatMap((scope) =>
      Object.entries(scope).map(([remote, canary]) => `${remote}/${canary.release}`),
    );
    const live = new Set([
      ...stored.flatMap(([, registry]) =>
        Object.entries(registry).map(([remote, id]) => `${remote}/${id}`),
      ),
      ...canaryIds,
    ]);
    const keys = [...live];
    const copies = await Promise.allSettled(
      keys.map((key) => cache.ensure(key.split('/')[0] as RemoteName, key.split('/')[1] ?? '')),
    );
    const refused = new Set<string>();
    const behind: string[] = [];
    copies.forEach((copy, index) => {
      if (copy.status === 'fulfilled') return;
      refused.add(keys[index] ?? '');
      if (!(copy.reason instanceof TamperedReleaseError)) behind.push(keys[index] ?? '');
      warn(
        `A release could not be copied to this host, which keeps serving what it served: ${copy.reason instanceof Error ? copy.reason.message : String(copy.reason)}`,
      );
    });
    // A release this host could not copy (a store hiccup, a release not signed by the release
    // service) is not switched to: the remote keeps the entry this host served before.
    const kept = (site: Site | undefined, registry: Partial<Record<RemoteName, string>>) => {
      const before = current.get(site) ?? {};
      return Object.fromEntries(
        Object.entries(entries(registry)).flatMap(([remote, entry]) => {
          if (!refused.has(`${remote}/${registry[remote as RemoteName] ?? ''}`))
            return [[remote, entry]];
          const previous = before[remote as RemoteName];
          return previous && previous !== LOCAL_REGISTRY[remote as RemoteName]
            ? [[remote, previous]]
            : [];
        }),
      );
    };
    const environmentEntries = kept(undefined, stored[0]?.[1] ?? {});
    current = new Map(
      stored.map(([site, registry]) => [
        site,
        { ...LOCAL_REGISTRY, ...environmentEntries, ...(site ? kept(site, registry) : {}) },
      ]),
    );
    for (const scope of canaries.values())
      for (const [remote, canary] of Object.entries(scope))
        if (refused.has(`${remote}/${canary.release}`)) delete scope[remote as RemoteName];
    servedNow = stored.flatMap(([site, registry]) => [
      ...Object.entries(kept(site, registry)).map(([remote, entry]) => ({
        scope: site ?? '',
        remote: remote as RemoteName,
        release: /\/remotes\/[a-z]+\/([0-9a-f]{12})\//.exec(entry)?.[1] ?? '',
        canary: false,
      })),
      ...Object.entries(canaries.get(site) ?? {}).map(([remote, canary]) => ({
        scope: site ?? '',
        remote: remote as RemoteName,
        release: canary.release,
        canary: true,
      })),
    ]);
    currentCanaries = new Map(
      stored.flatMap(([site, registry]) =>
        site
          ? [
              [
                site,
                siteCanaries(
                  canaries.get(undefined) ?? {},
                  canaries.get(site) ?? {},
                  new Set(Object.keys(registry)),
                ),
              ] as const,
            ]
          : [],
      ),
    );
    // What pages may ask for: read after the switch, which it never holds back.
    // Behind or not, in the same turn as the switch: readiness never says ready on an old registry.
    behindNow = behind;
    servable = new Set([...live, ...(await releasesWithinGrace(store, environment, scopes))]);
    readings += 1;
  };
  // One read at a time, the last change always read after it was made: changes arriving during a
  // read ask for one more, so an older read never lands after a newer one.
  let running: Promise<void> | undefined;
  let again = false;
  const refresh = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await read();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  await refresh();
  return {
    registry: (site) => current.get(site) ?? current.get(undefined) ?? LOCAL_REGISTRY,
    canaries: (site) => currentCanaries.get(site) ?? {},
    refresh,
    couldServe: (remote, release) => servable.has(`${remote}/${release}`),
    readings: () => readings,
    served: () => servedNow,
    behind: () => behindNow,
  };
}

/**
 * The releases of the environment live at some time within the prune grace period, in any of its
 * scopes: a change away from a release is when it was last live (the same rule prune keeps them by).
 */
async function releasesWithinGrace(
  store: ReleaseStore,
  environment: string,
  scopes: readonly (Site | undefined)[],
): Promise<string[]> {
  const since = Date.now() - PRUNE_GRACE_MS;
  const histories = await Promise.all(
    scopes.flatMap((site) =>
      REMOTE_NAMES.map((remote) =>
        store.history(remote, { environment, ...(site ? { site } : {}) }),
      ),
    ),
  );
  return histories.flatMap((history) =>
    history
      .filter((change) => change.at.getTime() >= since)
      .flatMap((change) =>
        [change.release, change.previous].flatMap((id) => (id ? [`${change.remote}/${id}`] : [])),
      ),
  );
}
