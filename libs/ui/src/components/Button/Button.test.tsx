import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button';
// NFPL-9-7: spec 9 "Ripple minimum visible time 250 ms", the literal value, not the code's constant.
const SPEC_RIPPLE_MIN_MS = 250;

describe('Button', () => {
  afterEach(() => jest.useRealTimers());

  it.each(
    BUTTON_VARIANTS.flatMap((variant) => BUTTON_SIZES.map((size) => [variant, size] as const)),
  )('%s %s is a button with its variant and size', (variant, size) => {
    render(
      <Button variant={variant} size={size} width="full">
        Los
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Los' });
    expect(button).toHaveClass('button', variant, size, 'full');
    expect(button).toHaveAttribute('type', 'button');
  });

  it("HSC-5-6: comes in the spec's sizes, variants and widths", () => {
    expect([...BUTTON_SIZES]).toEqual(['small', 'medium', 'large']);
    expect([...BUTTON_VARIANTS]).toEqual([
      'primary',
      'secondary',
      'activating',
      'sale',
      'community',
    ]);
    render(<Button width="content">Schmal</Button>);
    expect(screen.getByRole('button', { name: 'Schmal' })).not.toHaveClass('full');
  });

  // HSC-5-6: the states none and loading.
  it('is busy, announced as unavailable and not clickable while loading', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button state="loading" onClick={onClick}>
        Wird gesendet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Wird gesendet' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Wird gesendet</Button>);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('keeps its current props: secondary variant, content width, native disabled', () => {
    render(
      <Button variant="secondary" disabled>
        Aus
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Aus' })).toBeDisabled();
  });

  it('NFPL-9-7: shows the ripple exactly 250 ms after a quick tap', () => {
    jest.useFakeTimers();
    const { container } = render(<Button>Tap</Button>);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
    expect(container.querySelector('[data-ripple]')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SPEC_RIPPLE_MIN_MS - 1));
    expect(container.querySelector('[data-ripple]')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(container.querySelector('[data-ripple]')).not.toBeInTheDocument();
  });

  it('ends the ripple at release after a long press', () => {
    jest.useFakeTimers();
    const { container } = render(<Button>Hold</Button>);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button);
    act(() => jest.advanceTimersByTime(1000));
    expect(container.querySelector('[data-ripple]')).toBeInTheDocument();
    fireEvent.pointerUp(button);
    act(() => jest.advanceTimersByTime(0));
    expect(container.querySelector('[data-ripple]')).not.toBeInTheDocument();
  });
});
