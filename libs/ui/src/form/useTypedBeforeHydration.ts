import { useLayoutEffect, type RefObject } from 'react';

/**
 * A field of a server-rendered page can be typed into, picked or ticked before its code has
 * hydrated (a slow phone: nothing a shopper did before hydration is lost). React
 * leaves what the shopper did in the element without telling the state that controls it, and the
 * next render would put the state's value back. So once mounted, a field whose element differs
 * from its controlled value replays the shopper's input through the element, and its own onChange
 * runs as if the shopper had just typed (with a real event: consumers that filter or format keep
 * doing so). A field rendered in the browser mounts equal: nothing happens.
 */
export function useTypedBeforeHydration(
  element: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  controlled: string | boolean,
): void {
  useLayoutEffect(() => {
    const field = element.current;
    if (!field) return;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (typeof controlled !== 'boolean' || field.checked === controlled) return;
      // Back to the state's value through React's own tracker, then the shopper's click again.
      field.checked = controlled;
      field.click();
      return;
    }
    const typed = field.value;
    if (typeof controlled !== 'string' || typed === controlled) return;
    // React's tracker learns the state's value; the prototype's setter puts the typed text back
    // without telling it, so the input event below is a change React reports to onChange.
    field.value = controlled;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
      field,
      typed,
    );
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
    // Only the first mount can follow the server's HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
