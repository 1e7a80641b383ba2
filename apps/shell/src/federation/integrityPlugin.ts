import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteEntryIntegrity, RemoteName } from '@storefront/contracts';

/**
 * Loads each remote's entry with the Subresource Integrity the document server took from the
 * registry: a remote entry whose bytes are not the release's is never run.
 * Containers are named `storefront_<remote>` (tools/webpack/remote.cjs).
 */
export function integrityPlugin(
  integrity: Partial<Record<RemoteName, RemoteEntryIntegrity>>,
  base: string = window.location.href,
): ModuleFederationRuntimePlugin {
  const byPath = new Map(Object.values(integrity).map((entry) => [entry.path, entry.integrity]));
  return {
    name: 'storefront-remote-entry-integrity',
    createScript({ url }) {
      // Only the remote entry itself: its chunks are checked by the entry's own loader, not here.
      const hash = byPath.get(new URL(url, base).pathname);
      if (!hash) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = hash;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
