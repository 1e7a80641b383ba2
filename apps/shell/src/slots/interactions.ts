/**
 * Clicks held before a slot's code was live (issue 27 item 3; issue 32 can build on it for any slot).
 * The document's start-up script (apps/shell/src/document.html) catches, in the capture phase, a
 * click on a control (a button that is no form's submit button, `role=button`, `summary`) inside a
 * `[data-slot]` that carries no `data-hydrated` yet, holds it here and starts the shell at once.
 * The slot hydrates right away then (`whenInteracted`), and once live its `HydratedMark` replays the
 * click on the same element (`replayHeldClicks`): hydration keeps the server's DOM nodes, so the
 * element the shopper clicked is the one React now listens on. Links and forms need none of this.
 */
export interface HeldClick {
  slot: string;
  control: Element;
}

interface HeldInteractions {
  clicks: HeldClick[];
  listeners: Array<() => void>;
}

declare global {
  interface Window {
    __storefrontInteractions?: HeldInteractions;
  }
}

function held(): HeldInteractions {
  // A page without the start-up script (tests, the browser-only frame) holds nothing.
  window.__storefrontInteractions ??= { clicks: [], listeners: [] };
  return window.__storefrontInteractions;
}

/** Whether a click on `slot` is waiting for it. */
export function hasHeldClick(slot: string): boolean {
  return held().clicks.some((click) => click.slot === slot);
}

/**
 * Resolves once the shopper interacts with the slot's server HTML: a held click, or a pointer,
 * focus or key arriving inside its wrapper (those need no replay: the browser already did what
 * they do on plain HTML, e.g. focused a field) in any of its wrappers. `signal` ends the wait.
 */
export function whenInteracted(slot: string, wrappers: readonly Element[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (hasHeldClick(slot)) return resolve();
    const interactions = held();
    const onHeld = () => {
      if (hasHeldClick(slot)) finish();
    };
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    const finish = () => {
      interactions.listeners = interactions.listeners.filter((listener) => listener !== onHeld);
      for (const wrapper of wrappers) for (const type of events) wrapper.removeEventListener(type, finish, true);
      resolve();
    };
    interactions.listeners.push(onHeld);
    for (const wrapper of wrappers) for (const type of events) wrapper.addEventListener(type, finish, { capture: true, once: true });
    signal.addEventListener('abort', finish, { once: true });
  });
}

/** Clicks the controls clicked on `slot` before it was live, each once, in order. */
export function replayHeldClicks(slot: string): void {
  const interactions = held();
  const mine = interactions.clicks.filter((click) => click.slot === slot);
  interactions.clicks = interactions.clicks.filter((click) => click.slot !== slot);
  for (const { control } of mine) if (control.isConnected && control instanceof HTMLElement) control.click();
}
