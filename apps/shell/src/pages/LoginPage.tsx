import { LOGIN_FORM_PATHS } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import { LoginForm, loginCustomer, returnTarget } from '../features/login';
import { initialLoginFormState } from './loginFormState';
import type { ShellPageProps } from './pageProps';

export { loadLoginFormState as loadServerData } from './loginFormState';

/** /login, the header's login link: logs a customer in, then goes back where they came from. */
export default function LoginPage({ state: { site }, serverData }: ShellPageProps) {
  const { t } = useTranslation('login');
  const [formState] = useState(() => initialLoginFormState(serverData));
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <LoginForm
        identifierType="email"
        identifierAutoComplete="email"
        texts={{
          identifier: t('email'),
          password: t('password'),
          submit: t('submit'),
          submitting: t('submitting'),
          missing: t('error.missing'),
          unauthorized: t('error.unauthorized'),
          unavailable: t('error.unavailable'),
        }}
        onLogin={(email, password) => loginCustomer(site, email, password)}
        onSuccess={() =>
          window.location.assign(returnTarget(window.location.search, window.location.origin))
        }
        form={{ action: LOGIN_FORM_PATHS.shopper, site, ...formState }}
      />
    </>
  );
}
