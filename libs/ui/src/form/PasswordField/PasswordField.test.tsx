import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { PasswordField } from './PasswordField';
import { passwordStrength, PASSWORD_MIN_LENGTH } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['', 'none'],
    ['Abc1234', 'none'],
    ['!!!!!!!!', 0],
    ['abcdefgh', 1],
    ['12345678', 1],
    ['ABCDEFGH', 1],
    ['abcd1234', 2],
    ['abcdEFGH', 2],
    ['ABCD1234', 2],
    ['abcD1234', 3],
    ['Äöüßé123', 3],
  ] as const)('NFPL-4.2-3, NFPL-9-3: %j is %s', (value, level) => {
    expect(passwordStrength(value)).toBe(level);
  });

  it('NFPL-4.2-3, NFPL-9-3: needs 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordStrength('aB1aB1a')).toBe('none');
    expect(passwordStrength('aB1aB1aB')).toBe(3);
  });
});

function Field() {
  const [value, setValue] = useState('');
  return <PasswordField label="Passwort" name="password" value={value} onChange={setValue} />;
}

describe('PasswordField', () => {
  beforeAll(() => useTestLocale('de-DE', ['ui']));

  it('NFPL-2.1-15: describes the field with its strength and can show the password', async () => {
    const { container } = render(<Field />);
    const input = await screen.findByLabelText('Passwort');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Passwortstärke: Mindestens 8 Zeichen');
    await userEvent.type(input, 'kaffee12');
    expect(input).toHaveAccessibleDescription('Passwortstärke: stark');
    await userEvent.type(input, 'X');
    expect(input).toHaveAccessibleDescription('Passwortstärke: sehr stark');
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelectorAll('.filled')).toHaveLength(4);
  });
});
