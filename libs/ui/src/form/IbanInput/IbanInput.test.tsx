import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IbanInput } from './IbanInput';
import {
  caretAfterFormat,
  formatIban,
  hasIbanStart,
  isIbanPrefix,
  normalizeIban,
} from './formatIban';

describe('IBAN formatting', () => {
  it('NFPL-5.1-13: strips non-alphanumerics, upper-cases and groups by four', () => {
    expect(normalizeIban(' de89-3704.0044/0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('DE89 3704')).toBe('DE89 3704');
    expect(formatIban('DE893')).toBe('DE89 3');
    expect(formatIban('')).toBe('');
    expect(formatIban('--')).toBe('');
  });

  it('NFPL-5.1-13: must start letter-letter-digits', () => {
    for (const ok of ['', 'D', 'de', 'DE8', 'DE89', 'DE89 3704', 'GB29NWBK60161331926819'])
      expect([ok, isIbanPrefix(ok)]).toEqual([ok, true]);
    for (const bad of ['8', 'D8', 'DEX', 'DE8X', 'DE89370400440532013000123456789012345'])
      expect([bad, isIbanPrefix(bad)]).toEqual([bad, false]);
    expect(hasIbanStart('DE89 3704')).toBe(true);
    expect(hasIbanStart('DE')).toBe(false);
  });

  it('keeps the caret after the same character when spaces move', () => {
    // Typing '5' at the end of 'DE89 3704' (raw 'DE89 37045', caret 10) lands after the new group's space.
    expect(caretAfterFormat('DE89 37045', 10, 'DE89 3704 5')).toBe(11);
    expect(caretAfterFormat('DE893', 3, 'DE89 3')).toBe(3);
    expect(caretAfterFormat('x', 0, '')).toBe(0);
  });
});

function Field() {
  const [value, setValue] = useState('');
  return <IbanInput label="IBAN" name="iban" value={value} onChange={setValue} />;
}

describe('IbanInput', () => {
  it('NFPL-2.1-16: formats while typing and refuses a wrong start', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await userEvent.type(input, '1');
    expect(input).toHaveValue('');
    await userEvent.type(input, 'de8x937-0400440');
    expect(input).toHaveValue('DE89 3704 0044 0');
  });
});
