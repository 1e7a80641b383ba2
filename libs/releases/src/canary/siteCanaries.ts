import type { RemoteName, Site } from '@storefront/contracts';
import type { Canaries } from '../store/types';
import { entryOfRelease } from '../store/folderStore';
import type { SiteCanaries } from './releasesForRequest';

/**
 * A site's canaries from its scopes': the site's own canary of a remote, else the
 * environment's, unless the site has its own live release of that remote (a site pinned to its own
 * release does not get the environment's canary of another).
 */
export function siteCanaries(
  environment: Canaries,
  site: Canaries,
  siteOwnRemotes: ReadonlySet<string>,
): SiteCanaries {
  const result: SiteCanaries = {};
  for (const [remote, canary] of Object.entries({ ...environment, ...site }) as [
    RemoteName,
    NonNullable<Canaries[RemoteName]>,
  ][]) {
    if (!site[remote] && siteOwnRemotes.has(remote)) continue;
    result[remote] = {
      release: canary.release,
      entry: entryOfRelease(remote, canary.release),
      percent: canary.percent,
    };
  }
  return result;
}

export type CanariesOfSite = (site: Site) => SiteCanaries;
