import { useId, useRef, useState, type FormEvent } from 'react';
import {
  LOGIN_FORM_FIELDS,
  type LoginFormError,
  type LoginOutcome,
  type Site,
} from '@storefront/contracts';
import { Button, useTypedBeforeHydration } from '@storefront/ui';
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
  /**
   * The plain post of the form: before hydration or without script the browser
   * posts here, with the page to return to; the API answers 303 there or back with `error`.
   */
  form: { action: string; site: Site; returnTo: string; error?: LoginFormError };
}

/** The login form of the shopper and the staff login pages: labelled fields, one error announced as an alert. */
export function LoginForm({
  texts,
  identifierType,
  identifierAutoComplete,
  onLogin,
  onSuccess,
  form,
}: LoginFormProps) {
  const id = useId();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>(form.error && texts[form.error]);
  const identifierInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(identifierInput, identifier);
  useTypedBeforeHydration(passwordInput, password);

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
    <form
      className={styles.form}
      method="post"
      action={form.action}
      onSubmit={submit}
      noValidate
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <input type="hidden" name={LOGIN_FORM_FIELDS.site} value={form.site} />
      <input type="hidden" name={LOGIN_FORM_FIELDS.returnTo} value={form.returnTo} />
      <div className={styles.field}>
        <label htmlFor={`${id}-identifier`}>{texts.identifier}</label>
        <input
          ref={identifierInput}
          id={`${id}-identifier`}
          name={LOGIN_FORM_FIELDS.identifier}
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
          ref={passwordInput}
          id={`${id}-password`}
          name={LOGIN_FORM_FIELDS.password}
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
