import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteName } from '@storefront/contracts';
import { loadExposed } from '../federation/loadExposed';
import { SlotErrorBoundary } from './SlotErrorBoundary';

// One lazy component per exposed module, so re-renders never reload a remote. The map holds
// components of different prop types; each caller gets back the props type it asked for.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous map, typed at the call
const components = new Map<string, LazyExoticComponent<ComponentType<any>>>();

function remoteComponent<P>(remote: RemoteName, module: string): LazyExoticComponent<ComponentType<P>> {
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadExposed<P>(remote, module));
    components.set(key, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

export interface RemoteSlotProps<P> {
  remote: RemoteName;
  module: string;
  props: P;
  /** Shown when the remote fails to load, times out or throws; keeps the page usable. */
  fallback: ReactNode;
  /** Shown while the remote loads; reserves the slot's space so nothing jumps. */
  placeholder?: ReactNode;
}

/** A place on the page owned by one remote: Suspense + error boundary + load timeout + fallback. */
export function RemoteSlot<P extends object>({ remote, module, props, fallback, placeholder = null }: RemoteSlotProps<P>) {
  const Remote = remoteComponent<P>(remote, module);
  return (
    <SlotErrorBoundary remote={remote} fallback={fallback}>
      <Suspense fallback={placeholder}>
        <Remote {...props} />
      </Suspense>
    </SlotErrorBoundary>
  );
}
