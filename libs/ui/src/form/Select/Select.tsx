import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '@storefront/i18n';
import { cx } from '../../internal/cx';
import { FieldLabel, FieldMessages, fieldMessageIds } from '../FieldMessages';
import styles from '../field.module.css';
import { useTypedBeforeHydration } from '../useTypedBeforeHydration';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  name: string;
  value: string;
  options: readonly SelectOption[];
  /** A committed choice (the change event): the new value first. */
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  id?: string;
}

/** A native select: the platform's own keyboard and screen-reader behaviour, styled. */
export function Select({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  error,
  disabled,
  required,
  hint,
  id,
}: SelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const { hintId, errorId } = fieldMessageIds(selectId, hint, error);
  const element = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(element, value);
  return (
    <div className={cx(styles.field, error && styles.invalid)}>
      <FieldLabel htmlFor={selectId} required={required} className={styles.label}>
        {label}
      </FieldLabel>
      <div className={styles.control}>
        <select
          ref={element}
          id={selectId}
          className={cx(styles.input, styles.select)}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value, event)}
          onBlur={onBlur}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          className={styles.chevron}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The salutations in the form kit's default order. */
export const SALUTATIONS = ['MRS', 'MR', 'DIVERS', 'COMPANY'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export interface SalutationSelectProps extends Omit<SelectProps, 'options' | 'label' | 'name'> {
  label?: ReactNode;
  name?: string;
  /** Another order or subset; MRS, MR, DIVERS, COMPANY by default. */
  salutations?: readonly Salutation[];
}

/** Salutation choice with an empty default first; labels from the ui namespace. */
export function SalutationSelect({
  label,
  name = 'salutation',
  salutations = SALUTATIONS,
  ...rest
}: SalutationSelectProps) {
  const { t } = useTranslation('ui');
  const options: SelectOption[] = [
    { value: '', label: t('salutation.empty') },
    ...salutations.map((value) => ({ value, label: t(`salutation.${value}`) })),
  ];
  return <Select {...rest} label={label ?? t('salutation.label')} name={name} options={options} />;
}
