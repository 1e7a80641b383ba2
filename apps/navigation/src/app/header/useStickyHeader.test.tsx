import { useRef } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { useStickyHeader } from './useStickyHeader';

// HSC-9-2: the spec's scroll debounce (section 9), not the code's constant.
const SPEC_SCROLL_DEBOUNCE_MS = 50;

function StickyProbe({ flyoutOpen }: { flyoutOpen: boolean }) {
  const spacer = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const state = useStickyHeader(spacer, bar, 'home', flyoutOpen);
  return (
    <div ref={spacer}>
      <div ref={bar} data-sticky={state.sticky} data-fixed={state.fixed} />
    </div>
  );
}

describe('useStickyHeader body lock (spec section 4, navigation flyout)', () => {
  beforeEach(() => {
    window.scrollY = 0;
    window.scrollTo = jest.fn();
  });

  it('locks body scrolling when a flyout opens on a sticky header that has not scrolled past its top', () => {
    const { rerender, container } = render(<StickyProbe flyoutOpen={false} />);
    const bar = container.querySelector('[data-sticky]');
    expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(bar).toHaveAttribute('data-fixed', 'false');
    rerender(<StickyProbe flyoutOpen />);
    // HSC-4.7-3: opening a flyout on a sticky header locks body scrolling.
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('0px');
  });

  it('restores the remembered scroll position when the flyout closes', () => {
    window.scrollY = 40;
    const { rerender } = render(<StickyProbe flyoutOpen={false} />);
    rerender(<StickyProbe flyoutOpen />);
    // HSC-4.7-3: the scroll position is remembered, and restored on close.
    expect(document.body.style.top).toBe('-40px');
    rerender(<StickyProbe flyoutOpen={false} />);
    expect(document.body.style.position).toBe('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 40);
  });

  it('ignores scrolling while a flyout is open, and follows it again (debounced 50 ms) once closed', () => {
    jest.useFakeTimers();
    // The bar starts 100 px down the page (jsdom lays nothing out).
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: 100 - window.scrollY }) as DOMRect);
    const { rerender, container } = render(<StickyProbe flyoutOpen />);
    const bar = container.querySelector('[data-sticky]');
    window.scrollY = 500;
    fireEvent.scroll(window);
    act(() => jest.advanceTimersByTime(SPEC_SCROLL_DEBOUNCE_MS));
    // HSC-4.7-5: no hide-and-show while a flyout is open.
    expect(bar).toHaveAttribute('data-fixed', 'false');
    rerender(<StickyProbe flyoutOpen={false} />);
    window.scrollY = 520;
    fireEvent.scroll(window);
    act(() => jest.advanceTimersByTime(SPEC_SCROLL_DEBOUNCE_MS - 1));
    // HSC-4.7-5: debounced 50 ms.
    expect(bar).toHaveAttribute('data-fixed', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(bar).toHaveAttribute('data-fixed', 'true');
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
});
