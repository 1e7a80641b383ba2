import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput } from './NumberInput';
import { isAllowedNumberKey, isNumberText, NUMBER_EDITING_KEYS } from './numberKeys';

const at = (
  value: string,
  key: string,
  extra: Partial<Parameters<typeof isAllowedNumberKey>[0]> = {},
) =>
  isAllowedNumberKey({
    key,
    value,
    selectionStart: value.length,
    selectionEnd: value.length,
    ...extra,
  });

describe('number input keys', () => {
  it('NFPL-5.1-12: allows digits and refuses letters and other symbols', () => {
    for (const digit of '0123456789') expect(at('', digit)).toBe(true);
    for (const key of ['a', 'e', 'E', '-', ' ', '*', 'F1', 'Insert'])
      expect([key, at('1', key)]).toEqual([key, false]);
  });

  it('NFPL-5.1-12: allows one + only at the start', () => {
    expect(at('', '+')).toBe(true);
    expect(at('49', '+', { selectionStart: 0, selectionEnd: 0 })).toBe(true);
    expect(at('4', '+')).toBe(false);
    expect(at('+4', '+', { selectionStart: 0, selectionEnd: 0 })).toBe(false);
    expect(at('', '+', { allowPlus: false })).toBe(false);
  });

  it('NFPL-5.1-12: allows one decimal separator after a digit', () => {
    expect(at('12', '.')).toBe(true);
    expect(at('12', ',')).toBe(true);
    expect(at('12.5', '.')).toBe(false);
    expect(at('', '.')).toBe(false);
    expect(at('+', ',')).toBe(false);
    expect(at('12', '.', { allowDecimal: false })).toBe(false);
  });

  it('NFPL-5.1-12: respects maxlength, counting a replaced selection', () => {
    expect(at('1234', '5', { maxLength: 4 })).toBe(false);
    expect(at('1234', '5', { maxLength: 4, selectionStart: 0, selectionEnd: 1 })).toBe(true);
  });

  it('NFPL-5.1-12: always allows editing keys and shortcuts', () => {
    for (const key of NUMBER_EDITING_KEYS) expect(at('1234', key, { maxLength: 4 })).toBe(true);
    expect(at('1', 'v', { ctrlKey: true })).toBe(true);
    expect(at('1', 'a', { metaKey: true })).toBe(true);
  });

  it('checks pasted text as a whole', () => {
    expect(isNumberText('+49.5')).toBe(true);
    expect(isNumberText('12,')).toBe(true);
    expect(isNumberText('1.2.3')).toBe(false);
    expect(isNumberText('1+2')).toBe(false);
    expect(isNumberText('abc')).toBe(false);
  });
});

function Field() {
  const [value, setValue] = useState('');
  return (
    <NumberInput label="Menge" name="quantity" value={value} onChange={setValue} maxLength={5} />
  );
}

describe('NumberInput', () => {
  it('NFPL-2.1-16: takes only what the key filter allows, and refuses pasted non-numbers', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Menge' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '+1a2,5x9');
    expect(input).toHaveValue('+12,5');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('+12,');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input).toHaveValue('+12,');
  });
});
