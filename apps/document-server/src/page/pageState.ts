import type { FastifyRequest } from 'fastify';
import type { MountedApi } from '@storefront/api';
import {
  COOKIE_NAMES,
  isPlatform,
  isReducedVersion,
  releaseIdOfEntry,
  siteConfig,
  type InitialState,
  type PageType,
  type RemoteEntryIntegrity,
  type RemoteName,
  type RemoteRegistry,
  type Site,
} from '@storefront/contracts';

export interface PageStateInput {
  request: FastifyRequest;
  url: URL;
  site: Site;
  pageType: PageType;
  /** The releases live for this visitor (canaries included). */
  registry: RemoteRegistry;
  registryIntegrity: Partial<Record<RemoteName, RemoteEntryIntegrity>>;
  consentScriptUrl: string;
  demo: boolean;
  /** The preview flag, and the served releases signed as every host of a fleet checks them. */
  api: Pick<MountedApi, 'previewAllowedFor' | 'servedReleases'>;
  /**
   * A staff member's preview of releases (../releasePreview/): `registry` holds them, the page names
   * them, and the served releases (what the page's beacons may report on) stay `servedRegistry`'s.
   */
  releasePreview?: { servedRegistry: RemoteRegistry; notice: InitialState['releasePreview'] };
}

/** Per remote on the page, the release its registry entry loads. */
const servedReleases = (registry: RemoteRegistry) =>
  Object.fromEntries(
    Object.entries(registry).map(([remote, entry]) => [remote, releaseIdOfEntry(entry)]),
  );

/** The page state the document embeds for the shell to start from, before anything is rendered. */
export async function pageState({
  request,
  url,
  site,
  pageType,
  registry,
  registryIntegrity,
  consentScriptUrl,
  demo,
  api,
  releasePreview,
}: PageStateInput): Promise<InitialState> {
  const platformCookie = request.cookies[COOKIE_NAMES.platform];
  return {
    site,
    locale: siteConfig(site).locale,
    platform: isPlatform(platformCookie) ? platformCookie : 'CLASSIC',
    pageType,
    // One rule for the header and the footer (contracts' isReducedVersion, spec NFPL 2.2).
    reduced: isReducedVersion(
      url.searchParams.get('reduced') === 'true',
      (name) => request.cookies[name],
    ),
    // The preview flag of the site and a staff cookie (either name); the panel checks the auth itself.
    staff: await api.previewAllowedFor(site, request.cookies),
    ...(demo ? { demo: true } : {}),
    path: url.pathname,
    registry,
    registryIntegrity,
    // A previewed release was served to no shopper: a staff member's beacons never judge it.
    served: api.servedReleases.sign(
      servedReleases(releasePreview?.servedRegistry ?? registry),
      site,
      new Date(),
    ),
    ...(releasePreview ? { releasePreview: releasePreview.notice } : {}),
    consentScriptUrl,
    // Nothing: the shell's pages get their data through their `loadServerData`, in the render worker, like the remotes.
    prefetched: {},
  };
}
