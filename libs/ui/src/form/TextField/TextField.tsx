import {
  useId,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { cx } from '../../internal/cx';
import type { FieldState } from '../validation/useValidatedField';
import { FieldLabel, FieldMessages, fieldMessageIds } from '../FieldMessages';
import styles from '../field.module.css';
import { useTypedBeforeHydration } from '../useTypedBeforeHydration';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'type'
  | 'name'
  | 'disabled'
  | 'maxLength'
  | 'required'
  | 'autoComplete'
  | 'children'
>;

export interface TextFieldProps extends NativeInputProps {
  label: ReactNode;
  name: string;
  value: string;
  /** Every keystroke (the input event): the new value first, then the event. */
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'date' | 'time' | 'number';
  /** The error text under the field; its presence sets the error state. */
  error?: string;
  state?: FieldState;
  disabled?: boolean;
  maxLength?: number;
  required?: boolean;
  autoComplete?: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra content inside the field, after the input (e.g. a show-password button). */
  adornment?: ReactNode;
  /** Extra ids the input is described by (e.g. a strength meter). */
  describedBy?: string;
}

/** A labelled text input with the states default, valid and error and its error text. */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  type = 'text',
  error,
  state,
  disabled,
  maxLength,
  required,
  autoComplete,
  hint,
  inputRef,
  adornment,
  describedBy,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const shown: FieldState = error ? 'error' : (state ?? 'default');
  const { hintId, errorId } = fieldMessageIds(inputId, hint, error);
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  const own = useRef<HTMLInputElement | null>(null);
  useTypedBeforeHydration(own, value);
  const ref: RefCallback<HTMLInputElement> = (element) => {
    own.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };
  return (
    <div
      className={cx(
        styles.field,
        shown === 'valid' && styles.valid,
        shown === 'error' && styles.invalid,
        className,
      )}
    >
      <FieldLabel htmlFor={inputId} required={required} className={styles.label}>
        {label}
      </FieldLabel>
      <div className={styles.control}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          className={styles.input}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value, event)}
          onBlur={onBlur}
          disabled={disabled}
          maxLength={maxLength}
          required={required}
          autoComplete={autoComplete}
          aria-invalid={shown === 'error' || undefined}
          aria-describedby={describedByIds}
        />
        {shown === 'valid' && !adornment && (
          <svg
            className={styles.stateIcon}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        )}
        {adornment}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
