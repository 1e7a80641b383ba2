import { useLayoutEffect, useRef } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import {
  caretAfterFormat,
  formatIban,
  IBAN_FORMATTED_MAX_LENGTH,
  isIbanPrefix,
} from './formatIban';

export type IbanInputProps = Omit<TextFieldProps, 'type' | 'maxLength' | 'inputRef'>;

/**
 * An IBAN field: shows the value grouped by four in upper case, strips everything but letters and
 * digits, and refuses input that cannot start letter-letter-digits. onChange gets the formatted value.
 */
export function IbanInput({ onChange, value, ...props }: IbanInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current)
      input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <TextField
      {...props}
      inputRef={input}
      value={formatIban(value)}
      maxLength={IBAN_FORMATTED_MAX_LENGTH}
      autoComplete={props.autoComplete ?? 'off'}
      spellCheck={false}
      autoCapitalize="characters"
      onChange={(raw, event) => {
        if (!isIbanPrefix(raw)) {
          event.preventDefault();
          return; // controlled: the shown value stays as it was
        }
        const formatted = formatIban(raw);
        caret.current = caretAfterFormat(raw, event.target.selectionStart ?? raw.length, formatted);
        onChange(formatted, event);
      }}
    />
  );
}
