import type { RemoteName, RemoteRegistry } from '@storefront/contracts';
import { inCanary } from './cohort';

/** One remote's canary as a site's pages see it: the release's entry and its share. */
export interface SiteCanary {
  release: string;
  entry: string;
  percent: number;
}
export type SiteCanaries = Partial<Record<RemoteName, SiteCanary>>;

/** Which releases a request gets, and which of them are canaries. */
export interface RequestReleases {
  /** The registry of this request: the site's live releases with the visitor's canaries over them. */
  registry: RemoteRegistry;
  /** Remote → canary release, for the remotes this visitor gets the canary of (metrics, beacons). */
  canaries: Partial<Record<RemoteName, string>>;
}

/**
 * The one place that decides which releases are live for a request: the site's
 * registry, and for each remote with a canary the canary's entry when the visitor's cohort place is
 * within its share. Everything a page depends on per release goes by this result: the initial
 * state's registry (the browser loads the cohort's releases), the render workers' releases, the
 * styles, and a page cache's key (the registry, not the visitor cookie: all visitors of one cohort
 * share one copy). The visitor's id is asked for only while the site runs a canary: without one no
 * page sets the cohort cookie, so a first visit's page is not made private by it.
 */
export function releasesForRequest(
  registry: RemoteRegistry,
  canaries: SiteCanaries,
  visitorId: () => string,
): RequestReleases {
  const chosen: RemoteRegistry = { ...registry };
  const picked: Partial<Record<RemoteName, string>> = {};
  const running = Object.entries(canaries) as [RemoteName, SiteCanary][];
  const visitor = running.length === 0 ? '' : visitorId();
  for (const [remote, canary] of running) {
    if (!inCanary(visitor, remote, canary.percent)) continue;
    chosen[remote] = canary.entry;
    picked[remote] = canary.release;
  }
  // Without a canary for this visitor, the site's own registry object: what is memoised per registry (release locations, the page cache's key) stays warm.
  return Object.keys(picked).length === 0
    ? { registry, canaries: picked }
    : { registry: chosen, canaries: picked };
}

/** Every release a site may serve: the registry with every canary in it (what render workers preload). */
export function registryWithCanaries(
  registry: RemoteRegistry,
  canaries: SiteCanaries,
): RemoteRegistry {
  return {
    ...registry,
    ...Object.fromEntries(
      Object.entries(canaries).map(([remote, canary]) => [remote, canary.entry]),
    ),
  };
}
