import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_FORM_PATHS } from '@storefront/contracts';
import { LoginForm, type LoginFormProps, type LoginFormTexts } from './LoginForm';
import { returnTarget } from './loginApi';

const TEXTS: LoginFormTexts = {
  identifier: 'E-Mail-Adresse',
  password: 'Passwort',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft …',
  missing: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
  unauthorized: 'E-Mail-Adresse oder Passwort ist falsch.',
  unavailable: 'Die Anmeldung ist gerade nicht möglich.',
};

const FORM = { action: LOGIN_FORM_PATHS.shopper, site: 'DE', returnTo: '/c/coffee' } as const;

function setup(onLogin: jest.Mock, form: LoginFormProps['form'] = FORM) {
  const onSuccess = jest.fn();
  render(
    <LoginForm
      texts={TEXTS}
      identifierType="email"
      identifierAutoComplete="email"
      onLogin={onLogin}
      onSuccess={onSuccess}
      form={form}
    />,
  );
  return onSuccess;
}

describe('LoginForm', () => {
  it('is a plain post too (before hydration, without script): the password goes in the body, never the address', () => {
    setup(jest.fn());
    const form = screen.getByRole('button', { name: 'Anmelden' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', LOGIN_FORM_PATHS.shopper);
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
      site: 'DE',
      returnTo: '/c/coffee',
      identifier: '',
      password: '',
    });
  });

  it('shows the outcome of a plain post that came back', () => {
    setup(jest.fn(), { ...FORM, error: 'unauthorized' });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.unauthorized);
  });

  it('asks for both fields before calling the service', async () => {
    const onLogin = jest.fn();
    setup(onLogin);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.missing);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it.each([
    ['UNAUTHORIZED', TEXTS.unauthorized],
    ['SERVICE_UNAVAILABLE', TEXTS.unavailable],
  ])('shows the %s outcome as an alert and keeps the form usable', async (outcome, text) => {
    const onLogin = jest.fn().mockResolvedValue(outcome);
    const onSuccess = setup(onLogin);
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), ' demo.de@storefront.test ');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onLogin).toHaveBeenCalledWith('demo.de@storefront.test', 'secret');
    expect(screen.getByLabelText('Passwort')).toBeEnabled();
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('hands over after a successful login', async () => {
    const onSuccess = setup(jest.fn().mockResolvedValue('SUCCESS'));
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'demo.de@storefront.test');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('loginApi', () => {
  // The outcomes by status: loginApi.test.ts (real HTTP).
  it.each([
    ['?returnTo=/subscribenewsletter', '/subscribenewsletter'],
    ['?returnTo=//evil.example/', '/'],
    ['?returnTo=https://evil.example/', '/'],
    ['?returnTo=/\\evil.example', '/'],
    ['?returnTo=/%09/evil.example/x', '/'],
    ['?returnTo=/.//evil.example', '/'],
    ['', '/'],
  ])('returnTarget(%j) is %j', (search, target) => {
    expect(returnTarget(search, 'http://de.localhost:3000')).toBe(target);
  });
});
