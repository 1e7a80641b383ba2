import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@storefront/contracts';
import { retryPlugin } from './retryPlugin';

/** Tells the federation runtime where each remote's manifest is, as the registry says today. */
export function registerRegistry(registry: RemoteRegistry, base: string = window.location.href): void {
  registerPlugins([retryPlugin()]);
  registerRemotes(
    // Containers are named storefront_<remote> (tools/webpack/remote.cjs); slots use the plain name.
    Object.entries(registry).map(([name, entry]) => ({ name: `storefront_${name}`, alias: name, entry: new URL(entry, base).href })),
    { force: true },
  );
}
