import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by its label, keeps links in the label and shows its error', async () => {
    const onChange = jest.fn();
    render(
      <Checkbox
        name="legals"
        checked={false}
        onChange={onChange}
        required
        error="E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz."
        label={
          <>
            Ich stimme zu, <a href="/privacy">Datenschutz</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: /Ich stimme zu/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.',
    );
    await userEvent.click(screen.getByText(/Ich stimme zu/));
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');
  });

  it('does not change while disabled', async () => {
    const onChange = jest.fn();
    render(<Checkbox name="dne" label="DNE" checked onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'DNE' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});
