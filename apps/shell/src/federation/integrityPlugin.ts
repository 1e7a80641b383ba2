import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteEntryIntegrity, RemoteName } from '@storefront/contracts';

/** A file of a published release: `/remotes/<remote>/<release id>/…` (never a local build's). */
const RELEASE_FILE = /^\/remotes\/[a-z]+\/[0-9a-f]{12}\//;
/** A release's remote entry (tools/webpack/remote.cjs names every entry so). */
const RELEASE_ENTRY = /^\/remotes\/[a-z]+\/[0-9a-f]{12}\/remoteEntry\.js$/;
/**
 * An integrity no file has: a release's entry the page holds no hash for is loaded with it, so the
 * browser refuses it and the slot falls back, instead of running whatever the address answers.
 */
export const REFUSED_INTEGRITY = `sha256-${'A'.repeat(43)}=`;

/** What the page's integrity says of a manifest address: its hash, refused, or none (a local build). */
export type ManifestIntegrity = (url: string) => string | undefined;

/**
 * The integrity a manifest of a release is fetched with (the document server's hash of the
 * release's mf-manifest.json); a release manifest the page holds no hash for gets one no file has.
 */
export function manifestIntegrity(
  integrity: Partial<Record<RemoteName, RemoteEntryIntegrity>>,
  base: string = window.location.href,
): ManifestIntegrity {
  const byPath = new Map(
    Object.values(integrity).map((entry) => [
      `${RELEASE_FILE.exec(entry.path)?.[0] ?? ''}mf-manifest.json`,
      entry.manifest,
    ]),
  );
  return (url) => {
    const { pathname } = new URL(url, base);
    if (!RELEASE_FILE.test(pathname)) return undefined;
    return byPath.get(pathname) ?? REFUSED_INTEGRITY;
  };
}

/**
 * Loads each remote's entry with the Subresource Integrity the document server took from the
 * registry: a remote entry whose bytes are not the release's is never run, and a release's entry
 * the page holds no hash for is refused (fail closed). Its chunks carry their own hashes in the
 * entry (tools/webpack/integrity.cjs). Containers are named `storefront_<remote>`
 * (tools/webpack/remote.cjs).
 */
export function integrityPlugin(
  integrity: Partial<Record<RemoteName, RemoteEntryIntegrity>>,
  base: string = window.location.href,
): ModuleFederationRuntimePlugin {
  const byPath = new Map(Object.values(integrity).map((entry) => [entry.path, entry.integrity]));
  return {
    name: 'storefront-remote-entry-integrity',
    // The runtime's own preload of an exposed module's files would run them as plain scripts,
    // without the integrity the remote entry carries for each; without it they load through the
    // entry's chunk loader, which sets it.
    beforePreloadRemote({ preloadOps }) {
      preloadOps.length = 0;
    },
    createScript({ url }) {
      const { pathname } = new URL(url, base);
      const hash = byPath.get(pathname) ?? (RELEASE_ENTRY.test(pathname) ? REFUSED_INTEGRITY : '');
      if (!hash) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = hash;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
