import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTestLocale } from '@storefront/i18n';
import { required, regex, type Rule } from './rules';
import {
  useValidatedField,
  VALIDATION_DEBOUNCE_MS,
  type ValidatedField,
} from './useValidatedField';

let field: ValidatedField;
function Probe({ rules, label }: { rules: Rule[]; label?: string }) {
  field = useValidatedField({ rules, label });
  return (
    <input
      aria-label="E-Mail"
      value={field.value}
      onChange={(event) => field.onInput(event.target.value)}
      onBlur={field.onBlur}
      data-state={field.state}
      data-error={field.error ?? ''}
    />
  );
}

describe('useValidatedField', () => {
  beforeAll(() => useTestLocale('de-DE', ['ui']));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not validate while typing; validates on blur after the 5 ms debounce', () => {
    const rule = jest.fn(regex(/\S+@\S+\.\S+/, 'emailRegexErrorMessage'));
    render(<Probe rules={[rule]} />);
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    fireEvent.change(input, { target: { value: 'max@' } });
    act(() => jest.advanceTimersByTime(50));
    expect(rule).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('data-state', 'default');

    fireEvent.blur(input);
    act(() => jest.advanceTimersByTime(VALIDATION_DEBOUNCE_MS - 1));
    expect(rule).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(rule).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('data-state', 'error');
    expect(input).toHaveAttribute('data-error', 'emailRegexErrorMessage');
    expect(VALIDATION_DEBOUNCE_MS).toBe(5);
  });

  it('validates on change and on model update, debounced into one run', () => {
    const rule = jest.fn(required('req'));
    render(<Probe rules={[rule]} />);
    act(() => {
      field.onCommit('MR');
      field.setValue('');
      field.setValue('Anna');
    });
    expect(rule).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(VALIDATION_DEBOUNCE_MS));
    expect(rule).toHaveBeenCalledTimes(1);
    expect(rule).toHaveBeenCalledWith('Anna');
    expect(field.state).toBe('valid');
    expect(screen.getByRole('textbox')).toHaveValue('Anna');
  });

  it('gives the localised default message with the field name, validates at once on submit and clears', () => {
    render(<Probe rules={[required()]} label="Vorname" />);
    let message: string | undefined;
    act(() => {
      message = field.validate();
    });
    expect(message).toBe('Vorname ist nicht gültig.');
    expect(field.error).toBe('Vorname ist nicht gültig.');
    act(() => field.clearError());
    expect(field.state).toBe('default');
    expect(field.error).toBeUndefined();
  });
});
