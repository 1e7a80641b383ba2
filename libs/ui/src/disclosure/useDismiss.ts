import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

export interface DismissOptions {
  /** Only an open panel is dismissed. */
  open: boolean;
  close(): void;
  /** The disclosure's whole area, its button and its panel: a press inside it is not a press outside. */
  area: RefObject<Element | null>;
  /** The element that takes the focus back once Escape closed the panel: the button that opened it. */
  returnFocusTo(): HTMLElement | null | undefined;
  /** Whether a press outside the area closes the panel too (default true). */
  closeOnPressOutside?: boolean;
}

/**
 * How the header's and the footer's disclosures close (WAI-ARIA Authoring Practices, disclosure and
 * menu button patterns): Escape inside the area closes the open panel and puts the focus back on
 * its button, so a keyboard user is where they were; a press anywhere outside the area closes it
 * (pointerdown, not click: a click's target may already be gone, such as a removed cart line's
 * button). Returns the area's keydown handler.
 */
export function useDismiss({
  open,
  close,
  area,
  returnFocusTo,
  closeOnPressOutside = true,
}: DismissOptions): (event: KeyboardEvent) => void {
  // The latest close, without re-adding the listener on every render.
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open || !closeOnPressOutside) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const root = area.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) closeRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeOnPressOutside, area]);

  return (event) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    closeRef.current();
    returnFocusTo()?.focus();
  };
}
