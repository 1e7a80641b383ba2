import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './IconButton';

const icon = <svg viewBox="0 0 24 24" />;

describe('IconButton', () => {
  it('is named by its label and clickable in the default state', async () => {
    const onClick = jest.fn();
    render(
      <IconButton label="Merkzettel" size="large" onClick={onClick}>
        {icon}
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Merkzettel' });
    // HSC-5-7: size large, state default.
    expect(button).toHaveClass('large');
    expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled in the disabled state and pressed in the active state of a toggle', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <IconButton label="Filter" state="disabled" toggle onClick={onClick}>
        {icon}
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Filter' });
    // HSC-5-7: state disabled.
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    rerender(
      <IconButton label="Filter" state="active" toggle onClick={onClick}>
        {icon}
      </IconButton>,
    );
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // HSC-5-7: state active, size small by default.
    expect(button).toHaveClass('small', 'active');
  });
});
