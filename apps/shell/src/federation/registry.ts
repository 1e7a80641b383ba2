import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntryIntegrity, RemoteName, RemoteRegistry } from '@storefront/contracts';
import { REMOTE_RETRY_DELAY_MS, retryPlugin } from './retryPlugin';
import { integrityPlugin, manifestIntegrity } from './integrityPlugin';
import { inlinedStylesPlugin } from './inlinedStylesPlugin';

/** Tells the federation runtime where each remote's manifest is, as the registry says today, and each entry's integrity. */
export function registerRegistry(
  registry: RemoteRegistry,
  integrity: Partial<Record<RemoteName, RemoteEntryIntegrity>> = {},
  base: string = window.location.href,
): void {
  registerPlugins([
    retryPlugin(REMOTE_RETRY_DELAY_MS, manifestIntegrity(integrity, base)),
    integrityPlugin(integrity, base),
    inlinedStylesPlugin(base),
  ]);
  registerRemotes(
    // Containers are named storefront_<remote> (tools/webpack/remote.cjs); slots use the plain name.
    Object.entries(registry).map(([name, entry]) => ({
      name: `storefront_${name}`,
      alias: name,
      entry: new URL(entry, base).href,
    })),
    { force: true },
  );
}
