import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@storefront/i18n';
import { DEFAULT_INVALID_MESSAGE, firstError, type Rule } from './rules';

/** Validation waits this long after a blur, change or model update, so bursts validate once. */
export const VALIDATION_DEBOUNCE_MS = 5;

export type FieldState = 'default' | 'valid' | 'error';

export interface ValidatedFieldOptions {
  rules: readonly Rule[];
  debounceMs?: number;
  initialValue?: string;
  /** The field's name in messages: '{field} is not valid.' */
  label?: string;
}

export interface ValidatedField {
  value: string;
  /** The failing rule's message (the default one already localised), or undefined. */
  error: string | undefined;
  state: FieldState;
  /** Typing: updates the value, does not validate. */
  onInput: (value: string) => void;
  /** A committed change (select, checkbox, native change event): updates and validates. */
  onCommit: (value: string) => void;
  /** Leaving the field: validates the current value. */
  onBlur: () => void;
  /** A model update (prefill, reset to a value): updates and validates. */
  setValue: (value: string) => void;
  /** Validates at once (before submit) and returns the message. */
  validate: () => string | undefined;
  clearError: () => void;
  /** Ready-made props for TextField: value, onChange (typing) and onBlur. */
  inputProps: {
    value: string;
    onChange: (value: string, event?: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
}

/**
 * A field's value and validation state. Validates on blur, change and model update, never while
 * typing, each debounced by VALIDATION_DEBOUNCE_MS.
 */
export function useValidatedField({
  rules,
  debounceMs = VALIDATION_DEBOUNCE_MS,
  initialValue = '',
  label = '',
}: ValidatedFieldOptions): ValidatedField {
  const { t } = useTranslation('ui');
  const [value, setOwnValue] = useState(initialValue);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState(false);
  const valueRef = useRef(value);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const validateNow = useCallback(() => {
    clearTimeout(timer.current);
    const result = firstError(rulesRef.current, valueRef.current);
    setMessage(result);
    setChecked(true);
    return result;
  }, []);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(validateNow, debounceMs);
  }, [debounceMs, validateNow]);

  const update = useCallback((next: string) => {
    valueRef.current = next;
    setOwnValue(next);
  }, []);

  const onInput = useCallback((next: string) => update(next), [update]);
  const onCommit = useCallback(
    (next: string) => {
      update(next);
      schedule();
    },
    [update, schedule],
  );
  const clearError = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(undefined);
    setChecked(false);
  }, []);

  const localise = (raw: string | undefined) =>
    raw === DEFAULT_INVALID_MESSAGE ? t('validation.invalid', { field: label }) : raw;
  const error = localise(message);
  return {
    value,
    error,
    state: message !== undefined ? 'error' : checked ? 'valid' : 'default',
    onInput,
    onCommit,
    onBlur: schedule,
    setValue: onCommit,
    validate: () => localise(validateNow()),
    clearError,
    inputProps: { value, onChange: onInput, onBlur: schedule },
  };
}
