import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './TextField';

function Controlled(props: {
  error?: string;
  state?: 'default' | 'valid' | 'error';
  hint?: string;
}) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Vorname"
      name="firstName"
      value={value}
      onChange={(next) => setValue(next)}
      maxLength={40}
      required
      autoComplete="given-name"
      {...props}
    />
  );
}

describe('TextField', () => {
  it('is a labelled, required textbox that reports each keystroke with its value', async () => {
    render(<Controlled hint="Wie auf dem Ausweis" />);
    const input = screen.getByRole('textbox', { name: 'Vorname' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '40');
    expect(input).toHaveAttribute('autocomplete', 'given-name');
    expect(input).toHaveAccessibleDescription('Wie auf dem Ausweis');
    await userEvent.type(input, 'Anna');
    expect(input).toHaveValue('Anna');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error state with its error text as description', () => {
    render(<Controlled error="Der Vorname ist ein Pflichtfeld." />);
    const input = screen.getByRole('textbox', { name: 'Vorname' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Der Vorname ist ein Pflichtfeld.');
  });

  it('shows the valid state without an error', () => {
    const { container } = render(<Controlled state="valid" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('svg')).toBeInTheDocument();
  });
});
