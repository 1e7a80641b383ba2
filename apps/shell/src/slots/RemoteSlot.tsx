import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteName } from '@storefront/contracts';
import { loadExposed } from '../federation/loadExposed';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { useFirstPaintDone } from './firstPaint';

// One load and one lazy component per exposed module, so re-renders never reload a remote. The
// maps hold components of different prop types; each caller gets back the props type it asked for.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous map, typed at the call
const loads = new Map<string, Promise<{ default: ComponentType<any> }>>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous map, typed at the call
const components = new Map<string, LazyExoticComponent<ComponentType<any>>>();

/**
 * Starts loading an exposed module before React reaches its slot. Slots nested in another remote
 * (search and mini cart in the header) would otherwise wait for that remote first: a waterfall.
 */
export function preloadRemote(remote: RemoteName, module: string): void {
  const key = `${remote}/${module}`;
  if (loads.has(key)) return;
  const load = loadExposed(remote, module);
  // The slot's error boundary reports a failure once it renders; until then it is not unhandled.
  load.catch(() => undefined);
  loads.set(key, load);
}

function remoteComponent<P>(remote: RemoteName, module: string): LazyExoticComponent<ComponentType<P>> {
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => {
      preloadRemote(remote, module);
      return loads.get(key) as Promise<{ default: ComponentType<P> }>;
    });
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
  /**
   * false: while loading, the slot holds back the nearest enclosing Suspense (the remote it sits
   * in) instead of showing a placeholder, so that remote appears once, complete, and nothing
   * inside it jumps. Only for slots rendered inside another slot, whose deadline still applies.
   */
  ownPlaceholder?: boolean;
}

/** A place on the page owned by one remote: Suspense + error boundary + load timeout + fallback. */
export function RemoteSlot<P extends object>({ remote, module, props, fallback, placeholder = null, ownPlaceholder = true }: RemoteSlotProps<P>) {
  const Remote = remoteComponent<P>(remote, module);
  // The placeholder paints with the shell's first frame; the remote is asked for right after.
  if (!useFirstPaintDone()) return ownPlaceholder ? placeholder : null;
  return (
    <SlotErrorBoundary remote={remote} fallback={fallback}>
      {ownPlaceholder ? (
        <Suspense fallback={placeholder}>
          <Remote {...props} />
        </Suspense>
      ) : (
        <Remote {...props} />
      )}
    </SlotErrorBoundary>
  );
}
