import { useId, useState, type FormEvent } from 'react';
import type { LoginOutcome } from '@storefront/contracts';
import { Button } from '@storefront/ui';
import styles from './LoginForm.module.css';

export interface LoginFormTexts {
  identifier: string;
  password: string;
  submit: string;
  submitting: string;
  missing: string;
  unauthorized: string;
  unavailable: string;
}

export interface LoginFormProps {
  texts: LoginFormTexts;
  identifierType: 'email' | 'text';
  identifierAutoComplete: 'email' | 'username';
  onLogin: (identifier: string, password: string) => Promise<LoginOutcome>;
  /** Called after a successful login, e.g. to reload or redirect. */
  onSuccess: () => void;
}

/** The login form of the shopper and the staff login pages: labelled fields, one error announced as an alert. */
export function LoginForm({ texts, identifierType, identifierAutoComplete, onLogin, onSuccess }: LoginFormProps) {
  const id = useId();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!identifier.trim() || !password) {
      setError(texts.missing);
      return;
    }
    setSubmitting(true);
    setError(undefined);
    const outcome = await onLogin(identifier.trim(), password);
    if (outcome === 'SUCCESS') {
      onSuccess();
      return;
    }
    setSubmitting(false);
    setError(outcome === 'UNAUTHORIZED' ? texts.unauthorized : texts.unavailable);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <div className={styles.field}>
        <label htmlFor={`${id}-identifier`}>{texts.identifier}</label>
        <input
          id={`${id}-identifier`}
          name={identifierAutoComplete}
          type={identifierType}
          autoComplete={identifierAutoComplete}
          required
          maxLength={256}
          value={identifier}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setIdentifier(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{texts.password}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={password}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit" state={submitting ? 'loading' : 'none'}>
        {submitting ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
