import type { RemoteRegistry } from '@storefront/contracts';
import { serverEntryLocation, type ServerEntryRoots } from '@storefront/shell';
import type { ReleaseLocations } from './renderPool/renderPool';

/**
 * Each remote's release in a registry, with the server container beside it: the same mapping the
 * static routes serve. Found once per registry entry (a release never moves) and once per registry
 * object (the registry reader hands out the same one while nothing changed), not per page.
 */
export function releaseLocations(
  roots: ServerEntryRoots,
): (registry: RemoteRegistry) => ReleaseLocations {
  const serverEntries = new Map<string, string>();
  const serverEntryOf = (manifestUrl: string) => {
    let file = serverEntries.get(manifestUrl);
    if (file === undefined)
      serverEntries.set(manifestUrl, (file = serverEntryLocation(manifestUrl, roots)));
    return file;
  };
  const located = new WeakMap<RemoteRegistry, ReleaseLocations>();
  return (registry) => {
    let releases = located.get(registry);
    if (!releases)
      located.set(
        registry,
        (releases = Object.fromEntries(
          Object.entries(registry).map(([remote, manifestUrl]) => [
            remote,
            { manifestUrl, serverEntry: serverEntryOf(manifestUrl) },
          ]),
        )),
      );
    return releases;
  };
}
