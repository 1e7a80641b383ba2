import { useId, useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import { cx } from '../../internal/cx';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { PASSWORD_MIN_LENGTH, passwordStrength } from './passwordStrength';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'adornment' | 'describedBy'
> {
  /** Show the strength meter (sign-up); off for a login field. */
  showStrength?: boolean;
}

/** A password input with a show/hide toggle and the strength display (none, weak … very strong). */
export function PasswordField({
  showStrength = true,
  autoComplete = 'new-password',
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  const strengthId = useId();
  const strength = passwordStrength(props.value);
  const level = strength === 'none' ? -1 : strength;
  return (
    <div className={styles.password}>
      <TextField
        {...props}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        describedBy={showStrength ? strengthId : undefined}
        adornment={
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
            disabled={props.disabled}
          >
            {visible ? t('password.hide') : t('password.show')}
          </button>
        }
      />
      {showStrength && (
        <div className={cx(styles.strength, styles[`level${level + 1}`])}>
          <div className={styles.bars} aria-hidden="true">
            {[0, 1, 2, 3].map((bar) => (
              <span key={bar} className={cx(styles.bar, bar <= level && styles.filled)} />
            ))}
          </div>
          <p id={strengthId} className={styles.label}>
            {t('password.strength')}:{' '}
            {strength === 'none'
              ? t('password.strength.none', { min: PASSWORD_MIN_LENGTH })
              : t(`password.strength.${strength}`)}
          </p>
        </div>
      )}
    </div>
  );
}
