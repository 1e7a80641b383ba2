import fs from 'node:fs';
import { registryFile } from '../store/locations';
import { readWhenChanged } from './fileVersion';
import {
  REMOTE_NAMES,
  RemoteRegistrySchema,
  type RemoteRegistry,
  type Site,
} from '@storefront/contracts';
import { describeIssues } from '@storefront/platform';

/** Every remote served by this server from its own build, the local default. */
export const LOCAL_REGISTRY: RemoteRegistry = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
);

function parse(raw: string, source: string): RemoteRegistry {
  const result = RemoteRegistrySchema.safeParse(JSON.parse(raw));
  if (!result.success)
    throw new Error(
      `The remote registry in ${source} is not valid: ${describeIssues(result.error)}`,
    );
  return result.data;
}

const NO_ENTRIES: RemoteRegistry = Object.freeze({});

/** The last read of each registry file, with what identifies that version of the file. */
const storeRegistries = new Map<string, { version: string; value: RemoteRegistry }>();

/**
 * A registry file of the release store, read and checked again only when it changed. Every page
 * asks, so one stat instead of a read, a parse and a schema check per page.
 */
function storeRegistry(file: string): RemoteRegistry {
  return readWhenChanged(storeRegistries, file, [file], () =>
    fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8'), file) : NO_ENTRIES,
  );
}

/**
 * The remote registry: `REMOTE_REGISTRY_FILE` (a JSON file, re-read on every page so a deploy needs
 * no restart), else `REMOTE_REGISTRY` (inline JSON), else the release store's registry of this
 * environment (`./storefront deploy`) with the site's own entries over it, else the local builds.
 * Entries override the defaults one by one.
 */
export function loadRegistry(env: NodeJS.ProcessEnv = process.env, site?: Site): RemoteRegistry {
  if (env.REMOTE_REGISTRY_FILE)
    return {
      ...LOCAL_REGISTRY,
      ...parse(fs.readFileSync(env.REMOTE_REGISTRY_FILE, 'utf8'), env.REMOTE_REGISTRY_FILE),
    };
  if (env.REMOTE_REGISTRY)
    return { ...LOCAL_REGISTRY, ...parse(env.REMOTE_REGISTRY, 'REMOTE_REGISTRY') };
  return merged(
    storeRegistry(registryFile(env)),
    site ? storeRegistry(registryFile(env, site)) : undefined,
  );
}

/** The same registries merged give the same object: callers key their own memos by it (page cache, render pool). */
const mergedRegistries = new WeakMap<RemoteRegistry, WeakMap<RemoteRegistry, RemoteRegistry>>();

function merged(environment: RemoteRegistry, site: RemoteRegistry | undefined): RemoteRegistry {
  const siteEntries = site ?? NO_ENTRIES;
  let bySite = mergedRegistries.get(environment);
  if (!bySite) mergedRegistries.set(environment, (bySite = new WeakMap()));
  let registry = bySite.get(siteEntries);
  if (!registry)
    bySite.set(
      siteEntries,
      (registry = Object.freeze({ ...LOCAL_REGISTRY, ...environment, ...siteEntries })),
    );
  return registry;
}

/**
 * Reads the registry per page and keeps, per site, the last one that could be read: a registry that
 * is briefly unreadable (a half-synced file share or bucket, a hand edit) serves the last known
 * good one (a site not read before gets the latest good read of any site), with a warning, instead
 * of failing every page. Without any good read yet it throws, so a storefront never starts on a
 * broken registry (main.ts reads it once at start).
 */
export function lastKnownGoodRegistry(
  read: (site?: Site) => RemoteRegistry,
  warn: (message: string) => void,
): (site?: Site) => RemoteRegistry {
  const lastGood = new Map<Site | undefined, RemoteRegistry>();
  let latest: RemoteRegistry | undefined;
  return (site) => {
    try {
      const registry = read(site);
      lastGood.set(site, registry);
      latest = registry;
      return registry;
    } catch (error) {
      const known = lastGood.get(site) ?? latest;
      if (!known) throw error;
      warn(
        `The remote registry could not be read; serving the last one that could (${error instanceof Error ? error.message : String(error)}).`,
      );
      return known;
    }
  };
}

/** Origins the registry may load code from: the page's own plus those of absolute entries. */
export function registryOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(registry)) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}
