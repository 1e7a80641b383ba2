import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import {
  slotParts,
  type ExposedComponentKey,
  type ExposedComponentProps,
  type RemoteName,
} from '@storefront/contracts';
import { loadExposed } from '../federation/loadExposed';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { useFirstPaintDone } from './firstPaint';
import { hydrationTimeOf, useSlotEnvironment, type SlotKey } from './slotEnvironment';
import { browserOnlyFrameSlot, type HydrationTime } from './frameSlots';
import { whenIdleOrInteracted, whenNeeded } from './nearViewport';
import { replayHeldInteractions } from './interactions';
import { FRAME_CLASSES } from '../frame';
import { reportSlot } from '../features/health';
import { loadFailures } from './loadFailures';

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
  // The slot's error boundary shows a failure once it renders; until then it is not unhandled. Both
  // outcomes go to the health reports; the boundary then knows this error is no render error.
  load.then(
    () => reportSlot(remote, 'loaded'),
    (error: unknown) => {
      if (error instanceof Object) loadFailures.add(error);
      reportSlot(remote, 'load_failure');
    },
  );
  loads.set(key, load);
}

/** `preloadRemote` by the slot's key (`remote/Module`). */
export function preloadSlot(key: SlotKey): void {
  const { remote, module } = slotParts(key);
  preloadRemote(remote, module);
}

/**
 * Waits until a slot's server HTML is needed live: any of its instances (a product list has one
 * add-to-cart slot per product) near the viewport or interacted with (see `SlotWrapper`). One lazy
 * component serves them all, so the first that is needed brings every instance live.
 */
function whenSlotNeeded(key: string, when: HydrationTime): Promise<void> {
  if (when === 'at-once') return Promise.resolve();
  const wrappers = [...document.querySelectorAll(`[data-slot="${key}"]`)];
  return when === 'when-idle'
    ? whenIdleOrInteracted(key, wrappers)
    : whenNeeded(key, wrappers, wrappers.flatMap(boxesOf));
}

/**
 * The outermost elements in a slot's wrapper that have a box to observe: the wrapper is `display:
 * contents`, and so is a nested slot's (the newsletter sign-up opens the footer): looked through.
 */
function boxesOf(wrapper: Element): Element[] {
  return [...wrapper.children].flatMap((child) =>
    getComputedStyle(child).display === 'contents' ? boxesOf(child) : [child],
  );
}

function remoteComponent<P>(
  remote: RemoteName,
  module: string,
  when: HydrationTime,
): LazyExoticComponent<ComponentType<P>> {
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      // Hydrating a slot other than the header: its server HTML already works;
      // its code is not even requested until it is needed.
      await whenSlotNeeded(key, when);
      preloadRemote(remote, module);
      return loads.get(key) as Promise<{ default: ComponentType<P> }>;
    });
    components.set(key, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

export interface RemoteSlotProps<K extends ExposedComponentKey> {
  /**
   * The component's key in the catalogue (contracts' `ExposedComponentProps`): a slot can only load
   * a module its remote exposes to the shell, and only hand it what that component takes. A module
   * that is no component (`cart/externalCartChange`) has no key there: no slot can load it.
   */
  slot: K;
  props: ExposedComponentProps[K];
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

/**
 * Marks a slot's wrapper once its remote is live in the browser (`data-hydrated`) and replays what
 * the shopper did on it meanwhile (interactions.ts): renders nothing, so server and browser markup stay
 * the same; its effect runs only once the boundary it sits in has hydrated. The start-up script
 * holds clicks only for wrappers without the mark; tools and tests read it too.
 */
function HydratedMark() {
  const wrapper = useContext(SlotWrapperElement);
  useEffect(() => {
    // Its own wrapper, not the first of its kind: a slot may be on the page many times.
    const element = wrapper?.current;
    if (!element) return;
    element.setAttribute('data-hydrated', 'true');
    void replayHeldInteractions(element);
  }, [wrapper]);
  return null;
}

/** The wrapper element of the slot a component renders in (HydratedMark marks it). */
const SlotWrapperElement = createContext<RefObject<HTMLDivElement | null> | null>(null);

/** Every slot sits in a box-less wrapper the browser (and the start-up script) can find before hydration. */
function SlotWrapper({ slot, children }: { slot: string; children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  return (
    <div ref={element} className={FRAME_CLASSES.slot} data-slot={slot}>
      <SlotWrapperElement.Provider value={element}>{children}</SlotWrapperElement.Provider>
    </div>
  );
}

/**
 * A place on the page owned by one remote: Suspense + error boundary + load timeout + fallback.
 * On the server it renders the remote's module the document server loaded, or the
 * fallback when that failed; in the browser the first render matches that HTML (hydration), and a
 * slot the server could only give its fallback tries its remote again right after.
 */
export function RemoteSlot<K extends ExposedComponentKey>({
  slot: key,
  props,
  fallback,
  placeholder = null,
  ownPlaceholder = true,
}: RemoteSlotProps<K>) {
  type P = ExposedComponentProps[K] & object;
  const { remote, module } = slotParts(key);
  const environment = useSlotEnvironment();
  const outcome = environment.outcomes[key];
  const serverData = environment.serverData[key];
  const slotProps = (serverData === undefined ? props : { ...(props as P), serverData }) as P;
  const firstPaintDone = useFirstPaintDone(outcome === undefined);
  // A slot the server filled with its fallback: hydrate that, then ask the remote again.
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (outcome === 'fallback') setRetrying(true);
  }, [outcome]);

  // Slots the server rendered each get their own boundary, nested ones too: one that throws on the
  // server, or whose code is late in the browser, holds back only itself, never the remote around it.
  const ownBoundary = ownPlaceholder || outcome !== undefined;
  if (environment.phase === 'server') {
    const Component = environment.components?.get(key) as ComponentType<P> | undefined;
    if (outcome === 'rendered' && Component) {
      return (
        <SlotWrapper slot={key}>
          <SlotErrorBoundary remote={remote} fallback={fallback}>
            {/* A remote that throws on the server leaves this boundary to the browser, with the usable fallback meanwhile. */}
            <Suspense fallback={fallback}>
              <Component {...slotProps} />
              <HydratedMark />
            </Suspense>
          </SlotErrorBoundary>
        </SlotWrapper>
      );
    }
    if (outcome === 'fallback')
      return (
        <SlotWrapper slot={key}>
          {fallback}
          <HydratedMark />
        </SlotWrapper>
      );
    // The server prepared every slot it renders (ssr/pageSlots.ts); one it did not prepare would
    // render as an empty place that nobody notices. Only a browser-only frame slot may come here.
    if (!browserOnlyFrameSlot(key))
      throw new Error(
        `The slot ${key} renders on the server but is in neither the frame table (slots/frameSlots.ts) nor its page's slots (pages/pages.ts).`,
      );
    return ownPlaceholder ? placeholder : null;
  }

  // The fallback is the shell's own markup: live (marked) once the page's root has hydrated.
  if (outcome === 'fallback' && !retrying)
    return (
      <SlotWrapper slot={key}>
        {fallback}
        <HydratedMark />
      </SlotWrapper>
    );
  // Left to the browser: the placeholder paints with the shell's first frame; the remote is asked for right after.
  if (outcome === undefined && !firstPaintDone) return ownPlaceholder ? placeholder : null;
  // A slot the browser renders itself (the server gave it nothing) has no HTML to wait with.
  const Remote = remoteComponent<P>(
    remote,
    module,
    outcome === 'rendered' ? hydrationTimeOf(key as SlotKey) : 'at-once',
  );
  return (
    <SlotWrapper slot={key}>
      <SlotErrorBoundary remote={remote} fallback={fallback}>
        {ownBoundary ? (
          // Over server HTML, React keeps that HTML (dehydrated) until the remote's code is in.
          <Suspense fallback={outcome === undefined ? placeholder : fallback}>
            <Remote {...slotProps} />
            <HydratedMark />
          </Suspense>
        ) : (
          <>
            <Remote {...slotProps} />
            <HydratedMark />
          </>
        )}
      </SlotErrorBoundary>
    </SlotWrapper>
  );
}
