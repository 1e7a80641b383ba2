import { TextField, type TextFieldProps } from '../TextField/TextField';
import { isAllowedNumberKey, isNumberText } from './numberKeys';

export interface NumberInputProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  allowDecimal?: boolean;
  allowPlus?: boolean;
}

/** A text input that takes digits, an optional leading + and a decimal part, within maxLength. */
export function NumberInput({
  allowDecimal = true,
  allowPlus = true,
  onChange,
  onKeyDown,
  maxLength,
  ...props
}: NumberInputProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      maxLength={maxLength}
      onKeyDown={(event) => {
        const target = event.currentTarget;
        const allowed = isAllowedNumberKey({
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          value: target.value,
          selectionStart: target.selectionStart ?? target.value.length,
          selectionEnd: target.selectionEnd ?? target.value.length,
          maxLength,
          allowDecimal,
          allowPlus,
        });
        if (!allowed) event.preventDefault();
        onKeyDown?.(event);
      }}
      onChange={(next, event) => {
        // Pasted or dropped text skips the key filter: refuse it unless it is a number.
        if (
          !isNumberText(next, { allowDecimal, allowPlus }) ||
          (maxLength !== undefined && next.length > maxLength)
        )
          return;
        onChange(next, event);
      }}
    />
  );
}
