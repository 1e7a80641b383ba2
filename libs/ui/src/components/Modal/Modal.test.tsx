import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { Modal } from './Modal';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Preview settings
      </button>
      <Modal
        open={open}
        size="S"
        title="Preview"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Date <input type="date" />
        </label>
        <button type="button">Set preview settings</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  beforeAll(() => useTestLocale('de-DE', ['ui']));

  it('is a modal dialog named by its title, with a localised close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveFocus();
  });

  it('NFPL-2.3-3: traps Tab and Shift+Tab inside and returns focus to the opener on Escape', async () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Preview settings' });
    await userEvent.click(opener);
    const close = await screen.findByRole('button', { name: 'Schließen' });
    const submit = screen.getByRole('button', { name: 'Set preview settings' });
    submit.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByLabelText('Date')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('NFPL-2.3-3: closes on a click outside, not on a click inside', async () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview settings' }));
    await userEvent.click(await screen.findByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses a given close label and renders nothing while closed', async () => {
    const { rerender } = render(
      <Modal open={false} onClose={() => undefined} title="T" closeLabel="Close">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <Modal open onClose={() => undefined} title="T" closeLabel="Close" size="L">
        x
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    // With nothing to focus but the close button, the dialog itself takes focus.
    expect(screen.getByRole('dialog', { name: 'T' })).toHaveFocus();
  });
});
