import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { SITE_CONFIG, SITES, type Site } from '@storefront/contracts';
import { type CustomerBaseData } from '@storefront/newsletter-schemas';
import { HttpError } from '@storefront/platform';
import { useTestLocale } from '@storefront/i18n';
import { SignUpForm } from './SignUpForm';
import { fetchBaseData, subscribe } from './signUpApi';
import { EMPTY_VALUES, validateVisible } from './signUpModel';

jest.mock('./signUpApi', () => ({
  ...jest.requireActual('./signUpApi'),
  subscribe: jest.fn(),
  fetchBaseData: jest.fn(),
}));
const subscribeMock = jest.mocked(subscribe);
const baseDataMock = jest.mocked(fetchBaseData);

const NAMESPACES = ['newsletter', 'ui', 'common'] as const;
const renderForm = (site: Site, props: Partial<Parameters<typeof SignUpForm>[0]> = {}) =>
  render(
    <SignUpForm
      site={site}
      locale={SITE_CONFIG[site].locale}
      pageName="newsletter"
      headingLevel={1}
      title="Newsletter"
      {...props}
    />,
  );

beforeEach(() => {
  subscribeMock.mockReset().mockResolvedValue(undefined);
  baseDataMock.mockReset().mockRejectedValue(new HttpError('status', '401', 401));
  window.dataLayer = [];
  document.cookie = 'LoginToken=; max-age=0; path=/';
});

describe('DE', () => {
  beforeAll(() => useTestLocale('de-DE', NAMESPACES));

  // NFPL-5.1-11: the widget validates on blur, not on value change.
  it('NFPL-5.1-11: validates on blur, not on input, submits the payload, shows success with the address and tracks it', async () => {
    const user = userEvent.setup();
    renderForm('DE');
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(email);
    // Focusing the e-mail field opens the full form: legal notice and DNE consent.
    expect(screen.getByRole('checkbox', { name: /personalisierte Angebote/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzhinweisen' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Vorname' })).not.toBeInTheDocument();
    await user.tab();
    expect(email).toHaveAccessibleDescription('Die E-Mail-Adresse ist ein Pflichtfeld.');
    await user.click(email);
    expect(email).not.toHaveAccessibleDescription();
    await user.type(email, 'anna@example');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await user.type(email, '.de');
    await user.click(screen.getByRole('checkbox', { name: /personalisierte Angebote/ }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    // NFPL-1-1: an anonymous shopper subscribes with an e-mail and a chosen consent.
    // NFPL-3.1-2: the payload leaves out the empty salutation and names and carries the defaults onsite / subsite.
    expect(subscribeMock).toHaveBeenCalledWith('/service/newsletter/api/internal', 'DE', {
      email: 'anna@example.de',
      consents: ['DNE'],
      origin: 'onsite',
      originAddition: 'subsite',
    });
    // NFPL-8-5: the spec's success title, with the note that a mail went to the entered address and must be confirmed.
    const success = await screen.findByText('Vielen Dank für Ihre Newsletter Anmeldung');
    expect(success.closest('[role="status"]')).toHaveTextContent(
      'Wir haben Ihnen eine E-Mail an anna@example.de geschickt. Bitte bestätigen Sie Ihre Anmeldung über den Link in dieser E-Mail.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
    // NFPL-4.1-10, NFPL-4.1-11: the sign_up event between the form interaction events, with the page name.
    expect(window.dataLayer).toEqual([
      {
        event: 'form_interaction',
        action: 'submit_attempt',
        pageName: 'newsletter',
        language: 'de',
      },
      {
        event: 'sign_up',
        subject: 'newsletter',
        origin: 'onsite:subsite',
        type: 'ga4',
        emitter: 'newsletterservice',
      },
      {
        event: 'form_interaction',
        action: 'submit_success',
        pageName: 'newsletter',
        language: 'de',
      },
    ]);
  });

  it('NFPL-4.1-4: disables the fields and shows a loading button while submitting', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    subscribeMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderForm('DE');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(
      await screen.findByText('Vielen Dank für Ihre Newsletter Anmeldung'),
    ).toBeInTheDocument();
  });

  it('NFPL-4.1-5: a filled trap field skips the call yet shows success', async () => {
    const user = userEvent.setup();
    const { container } = renderForm('DE');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'bot@example.de');
    // NFPL-2.1-8: the hidden trap field verify-email, out of sight and out of the tab order.
    const trap = container.querySelector<HTMLInputElement>('input[name="verify-email"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    await user.type(trap, 'bot@example.de');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText('Vielen Dank für Ihre Newsletter Anmeldung'),
    ).toBeInTheDocument();
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it('NFPL-8-4: the server’s email_invalid becomes the e-mail field error; focus clears it', async () => {
    const user = userEvent.setup();
    subscribeMock.mockRejectedValue(
      new HttpError('status', '400', 400, {
        type: 'urn:newsletter:email_invalid',
        title: 'x',
        status: 400,
      }),
    );
    renderForm('DE');
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.type(email, 'anna@example.de');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    );
    expect(email).toHaveValue('anna@example.de');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('NFPL-8-2: any other failure shows the technical error with the form, re-announced on each submit', async () => {
    const user = userEvent.setup();
    subscribeMock.mockRejectedValue(new HttpError('network', 'down'));
    renderForm('DE');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    );
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(alert));
    expect(
      window.dataLayer?.filter(
        (event) => event.event === 'form_interaction' && event.action === 'submit_failed',
      ),
    ).toHaveLength(2);
  });

  it('NFPL-2.1-6, NFPL-8-3: shows the invalid-link notice until the e-mail field is focused', async () => {
    const user = userEvent.setup();
    renderForm('DE', { invalidLinkNotice: true });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Storefront Newsletter an.',
    );
    await user.click(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
    expect(screen.queryByText(/Leider ist dieser Link/)).not.toBeInTheDocument();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])(
    'NFPL-2.1-5: scrolls to the success message only when asked to (scrollToSuccess %s)',
    async (scrollToSuccess, scrolls) => {
      const scrollIntoView = jest.fn();
      Element.prototype.scrollIntoView = scrollIntoView;
      const user = userEvent.setup();
      renderForm('DE', { scrollToSuccess });
      await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de');
      await user.click(screen.getByRole('button', { name: 'Anmelden' }));
      const success = await screen.findByText('Vielen Dank für Ihre Newsletter Anmeldung');
      await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
      expect(scrollIntoView).toHaveBeenCalledTimes(scrolls);
    },
  );

  it('NFPL-4.1-2: the external already-subscribed flag shows success instead of the form', () => {
    renderForm('DE', { alreadySubscribed: true });
    expect(screen.getByText('Vielen Dank für Ihre Newsletter Anmeldung')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('NFPL-2.1-2, NFPL-2.1-3: shows the image sources for desktop and tablet, the discount bubble and the footnote with the voucher conditions', () => {
    const { container } = renderForm('DE');
    const sources = [...container.querySelectorAll('source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      [
        '(min-width: 1024px)',
        '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_400x300.jpg',
      ],
      [
        '(min-width: 767px)',
        '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_273x273.jpg',
      ],
    ]);
    expect(
      screen.getByRole('img', { name: 'Eine Tasse Kaffee neben einem Briefumschlag' }),
    ).toBeInTheDocument();
    // NFPL-1-2, NFPL-9-1: the 10 percent welcome voucher in the bubble.
    expect(screen.getByText('10 %')).toBeInTheDocument();
    expect(screen.getByText(/Teilnahme ab 16 Jahren/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gutscheinbedingungen' })).toHaveAttribute(
      'href',
      '/content/voucher-conditions',
    );
  });

  it('NFPL-2.1-4: leaves out the optional parts when told to and takes another title', () => {
    const { container } = renderForm('DE', {
      title: 'Kaffee-Post',
      showImage: false,
      showDiscountText: false,
      showVoucherText: false,
      showFootnote: false,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kaffee-Post');
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.queryByText('10 %')).not.toBeInTheDocument();
    expect(screen.queryByText(/sichern Sie sich 10 % Rabatt/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Ihren Willkommensgutschein erhalten Sie/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Teilnahme ab 16 Jahren/)).not.toBeInTheDocument();
  });

  it('NFPL-2.1-4: shows the discount and voucher texts by default and takes an alt text passed in', () => {
    renderForm('DE', { imageAlt: 'Frischer Kaffee' });
    expect(
      screen.getByText(
        'Melden Sie sich jetzt an und sichern Sie sich 10 % Rabatt auf Ihren nächsten Einkauf.*',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ihren Willkommensgutschein erhalten Sie, sobald Sie Ihre Anmeldung per E-Mail bestätigt haben.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Frischer Kaffee' })).toBeInTheDocument();
  });

  it('NFPL-2.1-4: takes image sources passed in instead of the service’s', () => {
    const { container } = renderForm('DE', {
      imageSources: { desktop: '/campaign/wide.jpg', tablet: '/campaign/square.jpg' },
    });
    expect(
      [...container.querySelectorAll('source')].map((source) => source.getAttribute('srcset')),
    ).toEqual(['/campaign/wide.jpg', '/campaign/square.jpg']);
    expect(
      screen.getByRole('img', { name: 'Eine Tasse Kaffee neben einem Briefumschlag' }),
    ).toHaveAttribute('src', '/campaign/wide.jpg');
  });

  // NFPL-1-4: a logged-in customer's form is prefilled; NFPL-8-6: a failed base-data fetch leaves it empty.
  it('NFPL-1-4, NFPL-8-6: prefill: the base data fills the form; a failed base-data call leaves it empty and usable', async () => {
    document.cookie = 'LoginToken=abc; path=/';
    // The same page with an answering service first, so the empty field below is the failure's doing.
    baseDataMock.mockResolvedValueOnce({ email: 'anna@example.de', consents: [], nlStatus: null });
    const answered = renderForm('DE');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(
        'anna@example.de',
      ),
    );
    answered.unmount();

    let fail: (error: HttpError) => void = () => undefined;
    baseDataMock.mockReturnValueOnce(
      new Promise<CustomerBaseData>((_resolve, reject) => (fail = reject)),
    );
    renderForm('DE');
    // NFPL-6-2: the LoginToken cookie's value is what the base-data call sends.
    expect(baseDataMock).toHaveBeenLastCalledWith('/service/newsletter/api/internal', 'abc');
    await act(async () => fail(new HttpError('status', '503', 503)));
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(email).toHaveValue('');
    expect(email).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CZ', () => {
  beforeAll(() => useTestLocale('cs-CZ', NAMESPACES));

  // NFPL-8-2: spec 8 "Technical error (all markets, German wording)": a Czech page shows the German text.
  it('NFPL-8-2: a failure shows the technical error in its German wording, marked as German', async () => {
    const user = userEvent.setup();
    subscribeMock.mockRejectedValue(new HttpError('network', 'down'));
    renderForm('CZ');
    await user.type(screen.getByRole('textbox', { name: 'E-mailová adresa' }), 'anna@example.cz');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    );
    expect(within(alert).getByText(/^Aus technischen Gründen/)).toHaveAttribute('lang', 'de');
  });
});

describe('HU', () => {
  beforeAll(() => useTestLocale('hu-HU', NAMESPACES));

  it('NFPL-4.1-5: a bot that filled the trap sees the silent success even with invalid fields', async () => {
    const user = userEvent.setup();
    const { container } = renderForm('HU');
    await user.type(
      container.querySelector<HTMLInputElement>('input[name="verify-email"]')!,
      'bot@example.hu',
    );
    await user.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    expect(await screen.findByText('Köszönjük hírlevél-feliratkozását')).toBeInTheDocument();
    expect(screen.queryByText('Az e-mail-cím megadása kötelező.')).not.toBeInTheDocument();
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it('requires salutation and names with the Hungarian messages and points to the marked fields', async () => {
    const user = userEvent.setup();
    renderForm('HU');
    await user.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    const email = screen.getByRole('textbox', { name: 'E-mail-cím' });
    expect(screen.getByRole('button', { name: 'Feliratkozom' })).toHaveFocus();
    expect(screen.getByText('Kérjük, ellenőrizze a megjelölt mezőket.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(email).toHaveAccessibleDescription('Az e-mail-cím megadása kötelező.');
    // NFPL-5.1-7: the salutation is required in Hungary, with the spec's message.
    expect(screen.getByRole('combobox', { name: 'Megszólítás' })).toHaveAccessibleDescription(
      'A megszólítás mező kitöltése kötelező.',
    );
    expect(screen.getByRole('textbox', { name: 'Keresztnév' })).toHaveAccessibleDescription(
      'A keresztnév megadása kötelező.',
    );
    expect(subscribeMock).not.toHaveBeenCalled();
    expect(
      window.dataLayer?.map((event) => ('action' in event ? event.action : event.event)),
    ).toEqual([
      'submit_attempt',
      'error_message',
      'error_message',
      'error_message',
      'error_message',
      'submit_failed',
    ]);
  });

  // NFPL-3.1-1: the form's fields by name, as a plain form post sends them: email, salutation,
  // firstName, lastName, consents, the trap field verify-email (legals in Turkey, below).
  it('NFPL-3.1-1: names the fields email, salutation, firstName, lastName, consents and verify-email', async () => {
    const user = userEvent.setup();
    renderForm('HU');
    await user.click(screen.getByRole('textbox', { name: 'E-mail-cím' }));
    const form = screen.getByRole('form');
    const names = [...(form as HTMLFormElement).elements]
      .map((element) => element.getAttribute('name'))
      .filter((name) => name !== null);
    expect(names).toEqual(
      expect.arrayContaining([
        'email',
        'verify-email',
        'salutation',
        'firstName',
        'lastName',
        'consents',
      ]),
    );
  });

  it('NFPL-2.1-11: offers the salutations MR, MRS, DIVERS, COMPANY after the empty choice', async () => {
    const user = userEvent.setup();
    renderForm('HU');
    await user.click(screen.getByRole('textbox', { name: 'E-mail-cím' }));
    const options = within(screen.getByRole('combobox', { name: 'Megszólítás' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([
      '',
      'MR',
      'MRS',
      'DIVERS',
      'COMPANY',
    ]);
  });

  it('NFPL-2.1-9, NFPL-2.1-10: prefills and locks a logged-in customer’s salutation and names and hides a DNE consent already given', async () => {
    const data: CustomerBaseData = {
      email: 'eszter@example.hu',
      salutation: 'MRS',
      firstName: 'Eszter',
      lastName: 'Nagy',
      consents: ['DNE'],
      nlStatus: null,
    };
    baseDataMock.mockResolvedValue(data);
    document.cookie = 'LoginToken=token-value; path=/';
    const user = userEvent.setup();
    renderForm('HU');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail-cím' })).toHaveValue('eszter@example.hu'),
    );
    expect(screen.getByRole('combobox', { name: 'Megszólítás' })).toHaveValue('MRS');
    expect(screen.getByRole('combobox', { name: 'Megszólítás' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Keresztnév' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'E-mail-cím' })).toBeEnabled();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    expect(subscribeMock).toHaveBeenCalledWith(expect.any(String), 'HU', {
      email: 'eszter@example.hu',
      salutation: 'MRS',
      firstName: 'Eszter',
      lastName: 'Nagy',
      consents: ['DNE'],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });
});

describe('TR', () => {
  beforeAll(() => useTestLocale('tr-TR', NAMESPACES));

  it('NFPL-5.1-8: requires the legals consent with the Turkish message and shows the retention note on success', async () => {
    const user = userEvent.setup();
    renderForm('TR', { originAddition: 'footer' });
    await user.type(screen.getByRole('textbox', { name: 'E-posta adresi' }), 'ayse@example.com.tr');
    await user.type(screen.getByRole('textbox', { name: 'Ad' }), 'Ayşe');
    await user.type(screen.getByRole('textbox', { name: 'Soyad' }), 'Demir');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abone ol' }));
    const legals = screen.getByRole('checkbox', { name: /ticari elektronik ileti/ });
    // NFPL-3.1-1: Turkey's legals consent is a field of the form too.
    expect(legals).toHaveAttribute('name', 'legals');
    expect(legals).toHaveAccessibleDescription(
      'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.',
    );
    await user.click(legals);
    expect(legals).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Abone ol' }));
    // NFPL-5.1-9: the DNE consent is optional: the sign-up goes out without it.
    expect(subscribeMock).toHaveBeenCalledWith(expect.any(String), 'TR', {
      email: 'ayse@example.com.tr',
      firstName: 'Ayşe',
      lastName: 'Demir',
      consents: [],
      origin: 'onsite',
      originAddition: 'footer',
    });
    // NFPL-8-5, NFPL-9-2: Turkey deletes unconfirmed sign-ups after 14 days and stops sending after 2 years unopened.
    expect(
      await screen.findByText(
        'Onaylanmayan kayıtlar 14 gün sonra silinir. E-bültenlerimizi 2 yıl boyunca açmazsanız gönderimi durdururuz.',
      ),
    ).toBeInTheDocument();
  });
});

describe('legal links and the stated age per market (spec 2.1, 5.1)', () => {
  // Every link of the notices and the footnote, by address, once the full form shows.
  async function linksOf(site: Site): Promise<string[]> {
    renderForm(site);
    await userEvent.setup().click(screen.getAllByRole('textbox')[0]!);
    return screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
  }

  it.each([
    ['DE', '/content/voucher-conditions', true],
    ['AT', '/content/voucher-conditions', true],
    ['HU', '/content/voucher-conditions', true],
    ['CH', '/content/voucher-conditions-ch', false],
    ['CH_FR', '/content/voucher-conditions-ch-fr', false],
    ['CZ', '/content/voucher-conditions-cz', false],
    ['SK', '/content/voucher-conditions-sk', false],
    ['PL', '/content/voucher-conditions-pl', false],
  ] as const)(
    'NFPL-2.1-13: %s: voucher conditions at %s, privacy and contact; example newsletter %s',
    async (site, conditions, example) => {
      await useTestLocale(SITE_CONFIG[site].locale, NAMESPACES);
      const links = await linksOf(site);
      expect(links).toEqual(expect.arrayContaining([conditions, '/privacy', '/contact']));
      expect(links.includes('/content/example-newsletter')).toBe(example);
      expect(
        links.some((href) => /newsletter-hint|commercial-message|personal-marketing/.test(href)),
      ).toBe(false);
    },
  );

  it('NFPL-2.1-13: TR: the newsletter hint, commercial-message and personal-marketing consent pages too', async () => {
    await useTestLocale('tr-TR', NAMESPACES);
    expect(await linksOf('TR')).toEqual(
      expect.arrayContaining([
        '/content/newsletter-hint',
        '/content/commercial-message-consent',
        '/content/personal-marketing-consent',
        '/privacy',
        '/contact',
      ]),
    );
  });

  it.each([
    ['DE', 16],
    ['CZ', 18],
    ['SK', 18],
    ['TR', 16],
  ] as const)(
    'NFPL-5.1-9, NFPL-9-2: %s states the minimum age %i in the footnote',
    async (site, age) => {
      await useTestLocale(SITE_CONFIG[site].locale, NAMESPACES);
      const { container } = renderForm(site);
      expect(container.textContent).toMatch(new RegExp(`\\b${age}\\b`));
      expect(container.textContent).not.toMatch(new RegExp(`\\b${age === 16 ? 18 : 16}\\b`));
    },
  );
});

describe('every validation message in every market', () => {
  const bad = { ...EMPTY_VALUES, firstName: 'a'.repeat(41), lastName: 'www.spam.com' };
  const exact: Partial<Record<Site, Record<string, string>>> = {
    DE: {
      emailRequiredErrorMessage: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
      emailRegexErrorMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      emailInvalidErrorMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      firstNameRequiredErrorMessage: 'Der Vorname ist ein Pflichtfeld.',
      lastNameRequiredErrorMessage: 'Der Nachname ist ein Pflichtfeld.',
      firstNameRegexErrorMessage: 'Dieses Feld enthält ungültige Zeichen.',
      lastNameRegexErrorMessage: 'Dieses Feld enthält ungültige Zeichen.',
    },
    HU: { salutationRequiredErrorMessage: 'A megszólítás mező kitöltése kötelező.' },
    TR: {
      legalsRequiredErrorMessage:
        'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.',
    },
  };

  it.each(SITES.map((site) => [site]))(
    'NFPL-5.1-5, NFPL-5.1-6: %s: every key its rules produce has a text, the spec’s exactly',
    async (site) => {
      await useTestLocale(SITE_CONFIG[site].locale, NAMESPACES);
      const keys = new Set([
        'emailInvalidErrorMessage',
        ...Object.values(validateVisible(site, EMPTY_VALUES)),
        ...Object.values(validateVisible(site, { ...bad, email: 'x' })),
      ]);
      for (const key of [...keys, ...Object.keys(exact[site] ?? {})]) {
        const text = i18next.t(key, { ns: 'newsletter', max: 40 });
        expect([key, text]).not.toEqual([key, key]);
        if (exact[site]?.[key]) expect(text).toBe(exact[site]?.[key]);
      }
    },
  );
});
