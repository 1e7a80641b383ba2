/**
 * What a shopper does on a slot before its code is live, replayed once it is. The
 * document's start-up script (apps/shell/src/document.html) listens in the
 * capture phase from the first byte of the page:
 * - a click on a control (a button that is no form's submit button, `role=button`, `summary`) inside
 *   a `[data-slot]` without `data-hydrated` is held (its default prevented) and the shell started;
 * - focus, input, change and leaving a field (`input`, `select`, `textarea`) there are noted, not
 *   stopped: the browser already did what they do on plain HTML (the text is in the field).
 * Once the slot is live its `HydratedMark` replays them on the same elements (hydration keeps the
 * server's DOM nodes), fields first, in order, then the clicks: React's handlers see the focus,
 * the value the field holds now, the blur and the click as if they happened then. Links, submit
 * buttons and forms are left to the browser: they post or navigate without script, to the end.
 *
 * What React replays by itself: nothing of this. React 19.3 replays only discrete events that reach
 * a boundary while it is hydrating (its `enableHydrationChangeEvent`, which would report a field's
 * changed value, is not in the stable build); events before the shell's code ran, and focus or
 * blur, are lost to it.
 */
import { flushSync } from 'react-dom';

export interface HeldClick {
  slot: string;
  control: Element;
}

/** The field events the start-up script notes (the DOM event types React's onFocus, onChange and onBlur listen to). */
export type HeldFieldEventType = 'focusin' | 'input' | 'change' | 'focusout';

export interface HeldFieldEvent {
  type: HeldFieldEventType;
  target: Element;
  /** What the field held right after the event: its text, or whether it is ticked. */
  value?: string | boolean;
}

interface HeldInteractions {
  clicks: HeldClick[];
  fields?: HeldFieldEvent[];
  listeners: Array<() => void>;
}

declare global {
  interface Window {
    __storefrontInteractions?: HeldInteractions;
  }
}

function held(): HeldInteractions {
  // A page without the start-up script (tests, the browser-only frame) holds nothing.
  window.__storefrontInteractions ??= { clicks: [], fields: [], listeners: [] };
  return window.__storefrontInteractions;
}

/** The slot wrapper an element belongs to: the innermost (the newsletter block sits inside the footer's). */
const slotOf = (element: Element) => element.closest('[data-slot]');

/** Whether a click on `slot`, or a field event inside one of its `wrappers`, is waiting for it. */
export function hasHeldInteraction(slot: string, wrappers: readonly Element[] = []): boolean {
  const interactions = held();
  return (
    interactions.clicks.some((click) => click.slot === slot) ||
    (interactions.fields ?? []).some((event) =>
      wrappers.some((wrapper) => wrapper.contains(event.target)),
    )
  );
}

/**
 * Resolves once the shopper interacts with the slot's server HTML: a held click or noted field
 * event, or a pointer, focus or key arriving inside any of its wrappers. `signal` ends the wait.
 */
export function whenInteracted(
  slot: string,
  wrappers: readonly Element[],
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    if (hasHeldInteraction(slot, wrappers)) return resolve();
    const interactions = held();
    const onHeld = () => {
      if (hasHeldInteraction(slot, wrappers)) finish();
    };
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    const finish = () => {
      interactions.listeners = interactions.listeners.filter((listener) => listener !== onHeld);
      for (const wrapper of wrappers)
        for (const type of events) wrapper.removeEventListener(type, finish, true);
      resolve();
    };
    interactions.listeners.push(onHeld);
    for (const wrapper of wrappers)
      for (const type of events)
        wrapper.addEventListener(type, finish, { capture: true, once: true });
    signal.addEventListener('abort', finish, { once: true });
  });
}

/** The value setter of the element's own prototype: it changes the field without React's value tracker noticing. */
function untrackedSetter(
  field: Element,
  property: 'value' | 'checked',
): ((value: unknown) => void) | undefined {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
  return setter ? (value) => setter.call(field, value) : undefined;
}

type FieldState = string | boolean;

/** What a field holds: its text, or whether a checkbox or radio is ticked. */
function fieldState(field: Element): FieldState | undefined {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked;
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    return field.value;
  return undefined;
}

/**
 * Tells the live slot what a field held when the slot went live, the way a shopper's own change
 * would: React fires onChange only when the value differs from the one its tracker last saw. So
 * the tracker is moved off the value (the element's own setter, which React wraps), the value put
 * in without it (the prototype's setter) and the event React listens for dispatched. A checkbox or
 * radio: set to the opposite the same way, then clicked to what it was.
 */
function announceValue(field: Element, state: FieldState): void {
  if (typeof state === 'boolean') {
    if (!(field instanceof HTMLInputElement)) return;
    field.checked = !state;
    field.click();
    return;
  }
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  ))
    return;
  field.value = state === '' ? ' ' : '';
  untrackedSetter(field, 'value')?.(state);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Replays, once, what was done inside `wrapper` before it was live: its field events in order (a
 * field's value told once, at its first change, as the shopper left it), then its held clicks.
 * Taken at once (a second call finds nothing) and replayed in the next task, out of React's commit, each
 * step flushed (flushSync) before the next: the blur's handler sees the value the change set, as
 * it would have had the shopper done it live.
 */
export async function replayHeldInteractions(wrapper: Element): Promise<void> {
  const interactions = held();
  const own = (target: Element) => slotOf(target) === wrapper;
  const fields = (interactions.fields ?? []).filter((event) => own(event.target));
  const clicks = interactions.clicks.filter((click) => own(click.control));
  if (fields.length === 0 && clicks.length === 0) return;
  interactions.fields = (interactions.fields ?? []).filter((event) => !fields.includes(event));
  interactions.clicks = interactions.clicks.filter((click) => !clicks.includes(click));
  // The shopper's last change to each field, as noted then: by now a render of the controlled
  // field may have put its state's value back into the element.
  const states = new Map<Element, FieldState>();
  for (const { type, target, value } of fields) {
    const state = type === 'input' || type === 'change' ? (value ?? fieldState(target)) : undefined;
    if (state !== undefined) states.set(target, state);
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  const announced = new Set<Element>();
  const lastFocus = new Map<Element, 'focusin' | 'focusout'>();
  for (const { type, target } of fields) {
    if (!target.isConnected) continue;
    const state = states.get(target);
    if (type === 'focusin' || type === 'focusout') {
      lastFocus.set(target, type);
      flushSync(() => target.dispatchEvent(new FocusEvent(type, { bubbles: true })));
    } else if (state !== undefined && !announced.has(target)) {
      announced.add(target);
      flushSync(() => announceValue(target, state));
    }
  }
  for (const [field, last] of lastFocus)
    if (last === 'focusout' && document.activeElement !== field) ignoreStaleFocus(field);
  for (const { control } of clicks)
    if (control.isConnected && control instanceof HTMLElement) flushSync(() => control.click());
}

/**
 * React queues a focus that reaches a boundary it has not hydrated yet and, once the boundary has
 * hydrated, dispatches a copy of it on the field (untrusted), which can come after the replay above
 * has left the field: a focus the shopper no longer has, undoing what the blur did (the sign-up
 * clears a field's error on focus). So a field the replay left ignores untrusted focus while it is
 * not focused, until the shopper focuses it again (e2e/before-hydration.spec.ts's sign-up journey
 * lost its error message once in about 200 runs, 2026-11-28).
 */
function ignoreStaleFocus(field: Element): void {
  const onFocusIn = (event: Event) => {
    if (event.target !== field) return;
    if (event.isTrusted) document.removeEventListener('focusin', onFocusIn, true);
    else if (document.activeElement !== field) event.stopImmediatePropagation();
  };
  document.addEventListener('focusin', onFocusIn, true);
}
