import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@storefront/platform';
import { useTestLocale } from '@storefront/i18n';
import { SubscriptionPage } from './SubscriptionPage';
import { fetchSubscription, updateSubscription } from './subscriptionApi';
import { aSubscriber } from '../../testing/subscriber';

jest.mock('./subscriptionApi', () => ({
  fetchSubscription: jest.fn(),
  updateSubscription: jest.fn(),
}));
const fetchMock = jest.mocked(fetchSubscription);
const updateMock = jest.mocked(updateSubscription);
const TOKEN = 'a'.repeat(43);
const TECHNICAL_ERROR =
  'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!';
const fromAddress = () => `?token=${TOKEN}`;

beforeEach(async () => {
  fetchMock.mockReset();
  updateMock.mockReset();
  await useTestLocale('de-DE', ['newsletter', 'ui', 'common']);
});

describe('the subscription page (issue 31 item 1)', () => {
  it('NFPL-1-5, NFPL-7.1-3: reads the subscription of the link’s token and shows it in the site’s words', async () => {
    fetchMock.mockResolvedValue(aSubscriber());
    render(<SubscriptionPage site="DE" readSearch={fromAddress} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ihr Newsletter-Abonnement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ihr Abonnement wird geladen …');
    expect(await screen.findByText('anna@example.de')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('DE', TOKEN, expect.any(AbortSignal));
    expect(screen.getByText('Angemeldet')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toHaveValue('MRS');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Berg');
    expect(screen.getByRole('checkbox', { name: /personalisierte Angebote/ })).toBeChecked();
    expect(screen.getByRole('form', { name: 'Angaben ändern' })).toHaveAttribute('method', 'post');
    expect(screen.getByRole('form', { name: 'Newsletter abbestellen' })).toHaveAttribute(
      'action',
      '/service/newsletter/subscription',
    );
  });

  it('NFPL-7.1-5: sends the changed name and consent as the update request and says it is saved', async () => {
    fetchMock.mockResolvedValue(aSubscriber());
    updateMock.mockResolvedValue(undefined);
    render(<SubscriptionPage site="DE" readSearch={fromAddress} />);
    const firstName = await screen.findByRole('textbox', { name: 'Vorname' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Anne');
    await userEvent.click(screen.getByRole('checkbox', { name: /personalisierte Angebote/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Ihre Änderungen sind gespeichert.')).toBeInTheDocument();
    expect(updateMock).toHaveBeenCalledWith('DE', TOKEN, {
      salutation: 'MRS',
      firstName: 'Anne',
      lastName: 'Berg',
      consents: [],
    });
    // A 2xx without a subscriber (success is any 2xx): the page keeps what it sent.
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anne');
  });

  it('checks changed fields by the market’s rules on blur and before sending (spec 5.1, Hungary)', async () => {
    await useTestLocale('hu-HU', ['newsletter', 'ui', 'common']);
    fetchMock.mockResolvedValue(
      aSubscriber({ site: 'HU', salutation: 'MR', firstName: 'Péter', lastName: 'Kiss' }),
    );
    render(<SubscriptionPage site="HU" readSearch={fromAddress} />);
    const firstName = await screen.findByRole('textbox', { name: 'Keresztnév' });
    await userEvent.clear(firstName);
    await userEvent.tab();
    expect(firstName).toHaveAccessibleDescription('A keresztnév megadása kötelező.');
    const lastName = screen.getByRole('textbox', { name: 'Vezetéknév' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'www.spam.hu');
    await userEvent.click(screen.getByRole('button', { name: 'Módosítások mentése' }));
    expect(lastName).toHaveAccessibleDescription('Ez a mező érvénytelen karaktereket tartalmaz.');
    expect(updateMock).not.toHaveBeenCalled();
    // Errors clear on focus (spec 4.1).
    await userEvent.click(firstName);
    expect(firstName).not.toHaveAccessibleDescription('A keresztnév megadása kötelező.');
  });

  it('ends the subscription and shows it ended, with the way back to the sign-up', async () => {
    fetchMock.mockResolvedValue(aSubscriber());
    updateMock.mockResolvedValue(
      aSubscriber({ status: 'UNSUBSCRIBED', unsubscribedAt: '2026-11-27T10:00:00.000Z' }),
    );
    render(<SubscriptionPage site="DE" readSearch={fromAddress} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Newsletter abbestellen' }));
    expect(await screen.findByText('Ihr Newsletter-Abonnement ist beendet')).toBeInTheDocument();
    expect(updateMock).toHaveBeenCalledWith('DE', TOKEN, { status: 'UNSUBSCRIBED' });
    expect(screen.getByText('Abgemeldet')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Erneut zum Newsletter anmelden' })).toHaveAttribute(
      'href',
      '/subscribenewsletter',
    );
  });

  it('an unknown or missing token shows the spec’s invalid-link message, and a missing one asks nothing', async () => {
    fetchMock.mockRejectedValue(
      new HttpError('status', '404', 404, { type: 'urn:newsletter:unknown_token' }),
    );
    const { unmount } = render(<SubscriptionPage site="DE" readSearch={fromAddress} />);
    expect(
      await screen.findByText(
        'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Storefront Newsletter an.',
      ),
    ).toBeInTheDocument();
    unmount();
    for (const search of ['', '?token=short', `?token=${TOKEN}%3Cscript%3E`]) {
      const { unmount: next } = render(<SubscriptionPage site="DE" readSearch={() => search} />);
      expect(
        await screen.findByText(/Leider ist dieser Link nicht mehr gültig/),
      ).toBeInTheDocument();
      next();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  // NFPL-8-2: spec 8 "Technical error (all markets, German wording)".
  it.each([
    ['CZ', 'cs-CZ'],
    ['CH_FR', 'fr-CH'],
  ] as const)(
    'NFPL-8-2: shows the German technical error on %s when reading or changing fails',
    async (site, locale) => {
      await useTestLocale(locale, ['newsletter', 'ui', 'common']);
      fetchMock.mockRejectedValueOnce(new HttpError('status', '503', 503));
      const { unmount } = render(<SubscriptionPage site={site} readSearch={fromAddress} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(TECHNICAL_ERROR);
      unmount();
      fetchMock.mockResolvedValue(aSubscriber({ site }));
      updateMock.mockRejectedValue(new HttpError('network', 'down'));
      render(<SubscriptionPage site={site} readSearch={fromAddress} />);
      const [end] = await screen.findAllByRole('form');
      await userEvent.click(within(end!).getByRole('button'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(TECHNICAL_ERROR);
      expect(within(alert).getByText(TECHNICAL_ERROR)).toHaveAttribute('lang', 'de');
      // The forms stay: the subscriber can try again.
      expect(screen.getAllByRole('form')).toHaveLength(2);
    },
  );

  it('starts from what the server read and the plain post’s outcome, asking nothing', () => {
    render(
      <SubscriptionPage
        site="DE"
        start={{
          token: TOKEN,
          load: 'loaded',
          subscriber: aSubscriber(),
          outcome: { kind: 'saved' },
        }}
        readSearch={fromAddress}
      />,
    );
    expect(screen.getByText('Ihre Änderungen sind gespeichert.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    expect(screen.getAllByDisplayValue(TOKEN)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
