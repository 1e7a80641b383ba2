import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { FieldLabel, FieldMessages } from '../FieldMessages';
import styles from '../field.module.css';
import { useTypedBeforeHydration } from '../useTypedBeforeHydration';

export interface CheckboxProps {
  /** May hold links (consent texts); they stay clickable without toggling the box. */
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  value?: string;
  id?: string;
}

export function Checkbox({
  label,
  name,
  checked,
  onChange,
  error,
  disabled,
  required,
  value,
  id,
}: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const element = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(element, checked);
  return (
    <div className={cx(styles.field, error && styles.invalid)}>
      <div className={cx(styles.checkbox, disabled && styles.checkboxDisabled)}>
        <input
          ref={element}
          id={inputId}
          className={styles.checkboxInput}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          onChange={(event) => onChange(event.target.checked, event)}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <FieldLabel htmlFor={inputId} required={required}>
          {label}
        </FieldLabel>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
