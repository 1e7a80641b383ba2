import fs from 'node:fs';
import type { Site } from '@storefront/contracts';
import { canaryFileOf, readCanaryFile } from '../fleet/store/folderStore';
import { registryFile, releaseEnvironment } from '../releaseStore';
import { siteCanaries } from './siteCanaries';
import type { SiteCanaries } from './releasesForRequest';

/**
 * A site's canaries from the folder store (no DATABASE_URL), read per page like the registry files
 * beside them (registry.ts), so `deploy --percent` needs no restart. None with REMOTE_REGISTRY_FILE
 * or REMOTE_REGISTRY: those registries have no canaries.
 */
export function loadCanaries(env: NodeJS.ProcessEnv, site: Site): SiteCanaries {
  if (env.REMOTE_REGISTRY_FILE || env.REMOTE_REGISTRY) return {};
  const environment = { environment: releaseEnvironment(env) };
  const siteFile = registryFile(env, site);
  const siteOwn = new Set(fs.existsSync(siteFile) ? Object.keys(JSON.parse(fs.readFileSync(siteFile, 'utf8')) as object) : []);
  return siteCanaries(readCanaryFile(canaryFileOf(environment, env)), readCanaryFile(canaryFileOf({ ...environment, site }, env)), siteOwn);
}
