import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDismiss } from './useDismiss';

/** A disclosure as the header's greeting and mini cart are: a button, its panel, and a link outside. */
function Disclosure({ closeOnPressOutside }: { closeOnPressOutside?: boolean }) {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = useDismiss({
    open,
    close: () => setOpen(false),
    area,
    returnFocusTo: () => button.current,
    ...(closeOnPressOutside === undefined ? {} : { closeOnPressOutside }),
  });
  return (
    <>
      <div ref={area} onKeyDown={onKeyDown}>
        <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          Konto
        </button>
        {open && (
          <div role="region" aria-label="Kontomenü">
            <a href="/account">Mein Konto</a>
          </div>
        )}
      </div>
      <a href="/elsewhere">Anderswo</a>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Konto' });
const panel = () => screen.queryByRole('region', { name: 'Kontomenü' });

describe('useDismiss', () => {
  it('Escape inside the panel closes it and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Disclosure />);
    await user.click(toggle());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('other keys leave the panel open', async () => {
    const user = userEvent.setup();
    render(<Disclosure />);
    await user.click(toggle());
    await user.tab();
    await user.keyboard('{ArrowDown}{Home}a');
    expect(panel()).not.toBeNull();
  });

  it('a press outside closes it; a press inside does not', async () => {
    const user = userEvent.setup();
    render(<Disclosure />);
    await user.click(toggle());
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Mein Konto' }));
    expect(panel()).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Anderswo' }));
    expect(panel()).toBeNull();
  });

  it('without closeOnPressOutside, only Escape and the button close it', async () => {
    const user = userEvent.setup();
    render(<Disclosure closeOnPressOutside={false} />);
    await user.click(toggle());
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Anderswo' }));
    expect(panel()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
  });
});
