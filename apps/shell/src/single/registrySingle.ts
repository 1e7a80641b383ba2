import type { RemoteRegistry } from '@storefront/contracts';

/** Single-bundle measuring build (webpack.single.cjs): there is no federation runtime to tell. */
export function registerRegistry(_registry: RemoteRegistry): void {}
