import fs from 'node:fs';
import type { Site } from '@storefront/contracts';
import { canaryFileOf, readCanaryFile } from '../store/folderStore';
import { readWhenChanged } from '../registry/fileVersion';
import { registryFile, releaseEnvironment } from '../store/locations';
import { siteCanaries } from './siteCanaries';
import type { SiteCanaries } from './releasesForRequest';

/** Each site's canaries as last read, with the versions of the three files they come from. */
const knownCanaries = new Map<string, { version: string; value: SiteCanaries }>();

/** The files a site's canaries come from: its registry (its own live remotes) and the two canary files. */
function canaryFiles(
  env: NodeJS.ProcessEnv,
  site: Site,
): [siteRegistry: string, environmentCanaries: string, siteCanaries: string] {
  const environment = releaseEnvironment(env);
  // Only what names the files (registryFile keeps the names it resolved): a copy of the whole
  // process environment per page cost more than the reads.
  const store = {
    ...(env.RELEASE_STORE_DIR === undefined ? {} : { RELEASE_STORE_DIR: env.RELEASE_STORE_DIR }),
    STOREFRONT_ENV: environment,
  };
  return [
    registryFile(store, site),
    canaryFileOf({ environment }, store),
    canaryFileOf({ environment, site }, store),
  ];
}

/**
 * A site's canaries from the folder store (no DATABASE_URL), asked for on every page like the
 * registry files beside them (registry.ts), so `deploy --percent` needs no restart: read again
 * only when one of the files changed. None with REMOTE_REGISTRY_FILE or REMOTE_REGISTRY: those
 * registries have no canaries.
 */
export function loadCanaries(env: NodeJS.ProcessEnv, site: Site): SiteCanaries {
  if (env.REMOTE_REGISTRY_FILE || env.REMOTE_REGISTRY) return {};
  const files = canaryFiles(env, site);
  const [siteFile, environmentCanaries, siteCanaryFile] = files;
  return readWhenChanged(knownCanaries, files.join('\n'), files, () => {
    const siteOwn = new Set(
      fs.existsSync(siteFile)
        ? Object.keys(JSON.parse(fs.readFileSync(siteFile, 'utf8')) as object)
        : [],
    );
    return siteCanaries(
      readCanaryFile(environmentCanaries),
      readCanaryFile(siteCanaryFile),
      siteOwn,
    );
  });
}
