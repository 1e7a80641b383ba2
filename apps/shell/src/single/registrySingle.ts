import type { RemoteEntryIntegrity, RemoteName, RemoteRegistry } from '@storefront/contracts';

/** Single-bundle measuring build (webpack.single.cjs): there is no federation runtime to tell. */
export function registerRegistry(
  _registry: RemoteRegistry,
  _integrity?: Partial<Record<RemoteName, RemoteEntryIntegrity>>,
): void {}
