import { LOGIN_FORM_PATHS } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import { LoginForm, loginStaff, returnTarget } from '../features/login';
import { initialLoginFormState } from './loginFormState';
import type { ShellPageProps } from './pageProps';

export { loadLoginFormState as loadServerData } from './loginFormState';

/** /staff/login: staff log in here (texts in English, as the preview panel's) to use the preview panel. */
export default function StaffLoginPage({ state: { site }, serverData }: ShellPageProps) {
  const { t } = useTranslation('login');
  const [formState] = useState(() => initialLoginFormState(serverData));
  return (
    <div lang="en">
      <h1>{t('staffLogin.title')}</h1>
      <p>{t('staffLogin.intro')}</p>
      <LoginForm
        identifierType="text"
        identifierAutoComplete="username"
        texts={{
          identifier: t('staffLogin.username'),
          password: t('staffLogin.password'),
          submit: t('staffLogin.submit'),
          submitting: t('staffLogin.submitting'),
          missing: t('staffLogin.missing'),
          unauthorized: t('staffLogin.unauthorized'),
          unavailable: t('staffLogin.unavailable'),
        }}
        onLogin={loginStaff}
        onSuccess={() =>
          window.location.assign(returnTarget(window.location.search, window.location.origin))
        }
        form={{ action: LOGIN_FORM_PATHS.staff, site, ...formState }}
      />
    </div>
  );
}
