import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@storefront/contracts';
import { isComponent } from './isComponent';
import { RemoteError } from './remoteError';
import { SLOT_LOAD_DEADLINE_MS, SLOT_MIN_WAIT_MS } from './slotDeadlines';

/** Milliseconds a slot that starts loading now may still wait. */
export function slotTimeout(now: number = performance.now()): number {
  return Math.max(SLOT_MIN_WAIT_MS, SLOT_LOAD_DEADLINE_MS - now);
}

export class RemoteLoadError extends RemoteError {
  override name = 'RemoteLoadError';
}

function timeout(remote: string, ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new RemoteLoadError(remote, `not loaded within ${ms} ms`)), ms),
  );
}

/** Loads `<remote>/<module>` and checks it really exports a component, within the slot's time. */
export async function loadExposed<P>(
  remote: RemoteName,
  module: string,
  timeoutMs = slotTimeout(),
): Promise<{ default: ComponentType<P> }> {
  const loaded = await Promise.race([
    loadRemote<{ default?: unknown }>(`${remote}/${module}`),
    timeout(remote, timeoutMs),
  ]);
  const component = loaded?.default;
  if (!isComponent(component))
    throw new RemoteLoadError(remote, `./${module} does not export a component`);
  return { default: component as ComponentType<P> };
}
