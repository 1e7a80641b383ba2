import fs from 'node:fs';
import { registryFile } from './releaseStore';
import { REMOTE_NAMES, RemoteRegistrySchema, describeIssues, type RemoteRegistry } from '@storefront/contracts';

/** Every remote served by this server from its own build, the local default. */
export const LOCAL_REGISTRY: RemoteRegistry = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));

/**
 * The remote registry: `REMOTE_REGISTRY_FILE` (a JSON file, re-read on every page so a deploy needs
 * no restart), else `REMOTE_REGISTRY` (inline JSON), else the release store's registry of this
 * environment once a deploy wrote one, else the local builds. Entries override the defaults one by one.
 */
export function loadRegistry(env: NodeJS.ProcessEnv = process.env): RemoteRegistry {
  let raw: string | undefined;
  let source = 'REMOTE_REGISTRY';
  if (env.REMOTE_REGISTRY_FILE) {
    raw = fs.readFileSync(env.REMOTE_REGISTRY_FILE, 'utf8');
    source = env.REMOTE_REGISTRY_FILE;
  } else if (env.REMOTE_REGISTRY) {
    raw = env.REMOTE_REGISTRY;
  } else if (fs.existsSync(registryFile(env))) {
    source = registryFile(env);
    raw = fs.readFileSync(source, 'utf8');
  }
  if (!raw) return LOCAL_REGISTRY;
  const result = RemoteRegistrySchema.safeParse(JSON.parse(raw));
  if (!result.success) throw new Error(`The remote registry in ${source} is not valid: ${describeIssues(result.error)}`);
  return { ...LOCAL_REGISTRY, ...result.data };
}

/** Origins the registry may load code from: the page's own plus those of absolute entries. */
export function registryOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(registry)) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}
