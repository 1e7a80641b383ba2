import { render, screen } from '@testing-library/react';
import { HttpError } from '@storefront/platform';
import { useTestLocale } from '@storefront/i18n';
import { DoubleOptIn, statusOfFailure } from './DoubleOptIn';
import { confirmSubscription, tokenFromLocation } from './doubleOptInApi';

jest.mock('./doubleOptInApi', () => ({
  ...jest.requireActual('./doubleOptInApi'),
  confirmSubscription: jest.fn(),
}));
const confirmMock = jest.mocked(confirmSubscription);
const TOKEN = 'a'.repeat(43);
const signUp = () => <p>sign-up form</p>;

beforeAll(() => useTestLocale('de-DE', ['newsletter', 'ui', 'common']));
beforeEach(() => confirmMock.mockReset());

describe('the token of the link', () => {
  it('accepts a well-formed token and refuses anything else', () => {
    expect(tokenFromLocation(`?token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromLocation('')).toBeUndefined();
    expect(tokenFromLocation('?token=short')).toBeUndefined();
    expect(tokenFromLocation(`?token=${TOKEN}%3Cscript%3E`)).toBeUndefined();
  });

  it('an unknown token means an invalid link; a server or network failure is technical', () => {
    expect(
      statusOfFailure(
        new HttpError('status', '404', 404, { type: 'urn:newsletter:unknown_token' }),
      ),
    ).toBe('invalid');
    expect(statusOfFailure(new HttpError('status', '500', 500))).toBe('error');
    expect(statusOfFailure(new HttpError('network', 'down'))).toBe('error');
  });
});

describe('the confirmation page', () => {
  it('confirms by token and shows the confirmation', async () => {
    confirmMock.mockResolvedValue(undefined);
    render(<DoubleOptIn site="DE" readSearch={() => `?token=${TOKEN}`} renderSignUp={signUp} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Anmeldung wird bestätigt …');
    expect(await screen.findByText('Ihre Newsletter-Anmeldung ist bestätigt')).toBeInTheDocument();
    expect(confirmMock).toHaveBeenCalledWith('DE', TOKEN, expect.any(AbortSignal));
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/');
  });

  it('shows the sign-up (with its invalid-link notice) for an unknown token or none', async () => {
    confirmMock.mockRejectedValue(new HttpError('status', '404', 404));
    const { unmount } = render(
      <DoubleOptIn site="DE" readSearch={() => `?token=${TOKEN}`} renderSignUp={signUp} />,
    );
    expect(await screen.findByText('sign-up form')).toBeInTheDocument();
    unmount();
    render(<DoubleOptIn site="DE" readSearch={() => ''} renderSignUp={signUp} />);
    expect(screen.getByText('sign-up form')).toBeInTheDocument();
    expect(confirmMock).toHaveBeenCalledTimes(1);
  });

  // NFPL-8-2: spec 8 "Technical error (all markets, German wording)".
  it.each([
    ['DE', 'de-DE'],
    ['CZ', 'cs-CZ'],
    ['CH_FR', 'fr-CH'],
  ] as const)(
    'NFPL-8-2: shows the German technical error on %s when the service fails',
    async (site, locale) => {
      await useTestLocale(locale, ['newsletter', 'ui', 'common']);
      confirmMock.mockRejectedValue(new HttpError('status', '503', 503));
      render(
        <DoubleOptIn site={site} readSearch={() => `?token=${TOKEN}`} renderSignUp={signUp} />,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
      );
      await useTestLocale('de-DE', ['newsletter', 'ui', 'common']);
    },
  );
});
