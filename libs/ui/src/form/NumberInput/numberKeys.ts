/** Keys that edit or move, always allowed in a number input. */
export const NUMBER_EDITING_KEYS: readonly string[] = [
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
];
export const DECIMAL_SEPARATORS: readonly string[] = ['.', ','];

export interface NumberKeyContext {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The value before the key. */
  value: string;
  selectionStart: number;
  selectionEnd: number;
  maxLength?: number;
  allowDecimal?: boolean;
  allowPlus?: boolean;
}

/** Whether a key may reach a number input: digits, one leading +, one decimal separator, editing keys. */
export function isAllowedNumberKey({
  key,
  ctrlKey,
  metaKey,
  altKey,
  value,
  selectionStart,
  selectionEnd,
  maxLength,
  allowDecimal = true,
  allowPlus = true,
}: NumberKeyContext): boolean {
  if (NUMBER_EDITING_KEYS.includes(key) || ctrlKey || metaKey || altKey) return true;
  if (key.length !== 1) return false; // other named keys (F1, Insert…) type nothing worth letting through
  const next = value.slice(0, selectionStart) + key + value.slice(selectionEnd);
  if (maxLength !== undefined && maxLength >= 0 && next.length > maxLength) return false;
  return isNumberText(next, { allowDecimal, allowPlus });
}

/** Digits with an optional leading + and an optional decimal part (also while it is being typed). */
export function isNumberText(
  value: string,
  { allowDecimal = true, allowPlus = true }: { allowDecimal?: boolean; allowPlus?: boolean } = {},
): boolean {
  const plus = allowPlus ? '\\+?' : '';
  const decimal = allowDecimal ? '(?:\\d[.,]\\d*)?' : '';
  return (
    new RegExp(`^${plus}(?:\\d*${decimal}\\d*)$`).test(value) &&
    (value.match(/[.,]/g)?.length ?? 0) <= 1
  );
}
