import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@storefront/contracts';

/** How long a slot waits for its remote before it shows the fallback. */
export const SLOT_LOAD_TIMEOUT_MS = 3000;

export class RemoteLoadError extends Error {
  constructor(readonly remote: string, message: string) {
    super(`${remote}: ${message}`);
    this.name = 'RemoteLoadError';
  }
}

function isComponent(value: unknown): value is ComponentType<never> {
  // Plain function components, and memo/forwardRef objects which carry React's $$typeof tag.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

function timeout(remote: string, ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new RemoteLoadError(remote, `not loaded within ${ms} ms`)), ms));
}

/** Loads `<remote>/<module>` and checks it really exports a component, within the slot timeout. */
export async function loadExposed<P>(remote: RemoteName, module: string, timeoutMs = SLOT_LOAD_TIMEOUT_MS): Promise<{ default: ComponentType<P> }> {
  const loaded = await Promise.race([loadRemote<{ default?: unknown }>(`${remote}/${module}`), timeout(remote, timeoutMs)]);
  const component = loaded?.default;
  if (!isComponent(component)) throw new RemoteLoadError(remote, `./${module} does not export a component`);
  return { default: component as ComponentType<P> };
}
