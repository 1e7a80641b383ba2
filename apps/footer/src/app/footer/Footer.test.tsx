import { Suspense } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, type FooterProps } from '@storefront/contracts';
import { type FooterContent } from '@storefront/footer-schemas';
import { useTestLocale } from '@storefront/i18n';
import {
  fetchFooterContent,
  type FooterContentResult,
} from '../../features/footer-content/footerContentApi';
import { STATIC_FOOTER_CONTENT } from '../../features/footer-content/staticContent';
import { fetchNlStatus } from '../../features/newsletter-block/customerInfoApi';
import { Footer } from './Footer';
import { SLOT_DATA_WAIT_MS } from '@storefront/platform';
import { forgetBrowserFooterData } from './browserFooterData';

jest.mock('../../features/footer-content/footerContentApi');
jest.mock('../../features/abtest/abAssignment', () => ({ requestAbAssignmentOnce: jest.fn() }));
jest.mock('../../features/newsletter-block/customerInfoApi');
const fetchContent = jest.mocked(fetchFooterContent);
const fetchNlStatusMock = jest.mocked(fetchNlStatus);

const content: FooterContent = {
  headline: 'Wir sind für Sie da',
  teaser: {
    groups: [
      {
        heading: { text: 'Zahlungsarten' },
        links: [{ text: 'Alle Zahlungsarten', url: '/zahlungsarten-s1001.html' }],
        images: [
          { label: 'Visa', source: 'VISA' },
          { label: 'Bitcoin', source: 'BITCOIN' },
        ],
      },
      {
        heading: { text: 'Hilfe & Kontakt' },
        links: [
          { text: 'Kontaktformular', url: '/contact' },
          { text: 'Zur App', url: '/mobile', hideInClassic: true },
          { text: 'E-Mail', url: 'mailto:service@storefront.example' },
        ],
      },
      {
        heading: { text: 'Über uns' },
        hideGroupInCheckout: true,
        links: [{ text: 'Karriere', url: '/karriere-s1009.html' }],
      },
    ],
  },
  seo: {
    heading: 'Beliebte Kategorien',
    columns: [[{ text: 'Kaffeebohnen', url: '/kaffeebohnen-c400001.html' }]],
  },
  socialMedia: {
    heading: 'Folgen Sie uns',
    icons: [{ iconName: 'FACEBOOK', link: 'https://www.facebook.com/storefront' }],
  },
  appReferences: { heading: 'Unsere Apps', ios: { link: 'https://apps.apple.com/app/storefront' } },
  legalLinks: [
    { text: 'Impressum', url: '/imprint' },
    { text: 'Cookie-Einstellungen', url: '/privacy', opensConsentSettings: true },
  ],
  qualityLogos: {
    logos: [
      {
        link: 'https://www.trustedshops.de/',
        image: { label: 'Trusted Shops', source: 'TRUSTED_SHOPS', width: 90, height: 40 },
      },
    ],
  },
  salesTax: {
    textBeforeLink: '* Alle Preise inkl. MwSt., zzgl. ',
    link: { text: 'Versandkosten', url: '/lieferung-s1002.html' },
    textAfterLink: ' (Ausnahmen)',
  },
  viewChanger: { toMobile: 'Mobile Ansicht', toDesktop: 'Desktop-Ansicht' },
};

const props: FooterProps = {
  site: 'DE',
  locale: 'de-DE',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
  newsletterSlot: <section aria-label="Newsletter-Anmeldung">Newsletter</section>,
};

function setCookie(cookie: string) {
  document.cookie = cookie;
}

/** The block stays hidden until nl_status is known, so "hidden" only means something after that. */
async function settleNlStatus() {
  expect(fetchNlStatusMock).toHaveBeenCalled();
  await act(async () => {
    await Promise.allSettled(fetchNlStatusMock.mock.results.map((result) => result.value));
  });
}

/** Renders the footer as the browser does from scratch (it waits for its data first: an awaited act lets it). */
async function renderFooter(overrides: Partial<FooterProps> = {}) {
  await act(async () => {
    render(<Footer {...props} {...overrides} />);
  });
  const footer = await screen.findByRole('contentinfo');
  await waitFor(() => expect(footer).toHaveAttribute('aria-busy', 'false'));
  await settleNlStatus();
  return footer;
}

beforeAll(() => useTestLocale('de-DE', ['common', 'footer']));
let consoleError: jest.SpyInstance;
beforeEach(() => {
  forgetBrowserFooterData();
  fetchContent.mockResolvedValue({ source: 'service', content });
  fetchNlStatusMock.mockResolvedValue(undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // jsdom's window is 1024 px wide, which the footer would guess as TABLET.
  setCookie('platform=CLASSIC');
});
afterEach(() => {
  consoleError.mockRestore();
  for (const name of ['platform', 'affiliateNumber', 'storefront-app'])
    document.cookie = `${name}=; path=/; max-age=0`;
});

describe('Footer on desktop (CLASSIC)', () => {
  it('NFPL-3.2-1: a teaser group’s introductory text and heading link, both app links, and a quality logo at its own width and height', async () => {
    fetchContent.mockResolvedValue({
      source: 'service',
      content: {
        ...content,
        teaser: {
          groups: [
            {
              heading: {
                text: 'Filialen',
                link: { text: 'Filialen', url: '/service/storefinder/' },
              },
              introductoryText: 'Über 550 Filialen in Ihrer Nähe.',
              links: [],
            },
            ...content.teaser.groups,
          ],
        },
        appReferences: {
          heading: 'Unsere Apps',
          ios: { link: 'https://apps.apple.com/app/storefront' },
          android: { link: 'https://play.google.com/store/apps/details?id=storefront' },
        },
      },
    });
    const footer = await renderFooter();
    const group = within(footer).getByRole('region', { name: 'Filialen' });
    expect(within(group).getByRole('link', { name: 'Filialen' })).toHaveAttribute(
      'href',
      '/service/storefinder/',
    );
    expect(within(group).getByText('Über 550 Filialen in Ihrer Nähe.')).toBeInTheDocument();
    const apps = within(footer).getByRole('region', { name: 'Unsere Apps' });
    expect(
      within(apps).getByRole('link', { name: 'Laden im App Store (öffnet in neuem Tab)' }),
    ).toHaveAttribute('href', 'https://apps.apple.com/app/storefront');
    expect(
      within(apps).getByRole('link', { name: 'Jetzt bei Google Play (öffnet in neuem Tab)' }),
    ).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=storefront');
    const logo = within(footer).getByRole('img', { name: 'Trusted Shops' });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['90', '40']);
  });

  it('NFPL-2.2-4, NFPL-2.2-8: shows the teaser groups as four-column groups with their links, logos and legal area', async () => {
    const footer = await renderFooter();
    expect(
      within(footer).getByRole('heading', { level: 2, name: 'Wir sind für Sie da' }),
    ).toBeInTheDocument();
    // NFPL-2.2-5: four-column groups on the desktop.
    expect(footer.querySelector('[data-layout="columns"]')).not.toBeNull();
    expect(within(footer).getByRole('region', { name: 'Hilfe & Kontakt' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Kontaktformular' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // NFPL-2.2-13: a hideInClassic link is not on the desktop.
    expect(within(footer).queryByRole('link', { name: 'Zur App' })).toBeNull();
    // NFPL-2.2-14: a mailto link opens in a new tab without referrer.
    expect(
      within(footer).getByRole('link', { name: 'E-Mail (öffnet in neuem Tab)' }),
    ).toHaveAttribute('target', '_blank');
    expect(
      within(footer).getByRole('link', { name: 'E-Mail (öffnet in neuem Tab)' }),
    ).toHaveAttribute('rel', 'noreferrer');
    const payments = within(footer).getByRole('list', { name: 'Zahlungsarten' });
    expect(within(payments).getByRole('img', { name: 'Visa' })).toHaveAttribute(
      'src',
      '/service/footer-images/logos/VISA.svg',
    );
    expect(within(payments).getAllByRole('listitem')).toHaveLength(1);
    // NFPL-2.2-4: the payment and delivery icons come first, then the link teasers.
    expect(
      payments.compareDocumentPosition(
        within(footer).getByRole('region', { name: 'Hilfe & Kontakt' }),
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // NFPL-2.2-7: social-media and app icons.
    expect(
      within(footer).getByRole('link', { name: 'Facebook (öffnet in neuem Tab)' }),
    ).toHaveAttribute('href', 'https://www.facebook.com/storefront');
    expect(within(footer).getByRole('heading', { name: 'Unsere Apps' })).toBeInTheDocument();
    // NFPL-2.2-6: the search-engine link group, in columns on the desktop.
    expect(
      within(footer).getByRole('heading', { name: 'Beliebte Kategorien' }),
    ).toBeInTheDocument();
    // NFPL-2.2-8: the bottom area's legal links, quality logos and sales-tax text with its link.
    expect(within(footer).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/imprint',
    );
    expect(within(footer).getByRole('img', { name: 'Trusted Shops' })).toBeInTheDocument();
    expect(within(footer).getByText(/Alle Preise inkl\. MwSt\., zzgl\./)).toHaveTextContent(
      '* Alle Preise inkl. MwSt., zzgl. Versandkosten (Ausnahmen)',
    );
    expect(within(footer).getByRole('link', { name: 'Versandkosten' })).toHaveAttribute(
      'href',
      '/lieferung-s1002.html',
    );
    // NFPL-2.2-16: the switch to the mobile view.
    expect(within(footer).getByRole('button', { name: 'Mobile Ansicht' })).toBeInTheDocument();
    // NFPL-2.2-1: the newsletter block, above the footer.
    const newsletter = await screen.findByRole('region', { name: 'Newsletter-Anmeldung' });
    expect(
      newsletter.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('NFPL-3.2-4, NFPL-5.2-4, NFPL-8-9: logs an unknown logo source and renders nothing for it', async () => {
    await renderFooter();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('Unknown footer logo source "BITCOIN"'),
    );
    expect(screen.queryByRole('img', { name: 'Bitcoin' })).toBeNull();
  });

  it('NFPL-2.2-15: opens the consent settings from its legal link', async () => {
    const opened = jest.fn();
    window.addEventListener('consent:open-settings', opened);
    await renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('consent:open-settings', opened);
  });

  // NFPL-3.2-5: the editors' `international` list (spec 3.2: items with code, label, href) drives the selector.
  it('NFPL-3.2-5: the country selector shows the editors’ international list in its order, labels and addresses', async () => {
    const international = {
      items: [
        { code: 'AT', label: 'Österreich', href: 'https://www.storefront.at/' },
        { code: 'DE', label: 'Deutschland (DE)', href: 'https://www.storefront.de/' },
        { code: 'XX', label: 'Nirgendwo', href: 'https://nowhere.example/' },
        { code: 'CH_FR', label: 'Suisse', href: 'https://fr.storefront.ch/' },
      ],
    };
    fetchContent.mockResolvedValue({ source: 'service', content: { ...content, international } });
    await renderFooter();
    const selector = screen.getByRole('navigation', { name: 'Land auswählen' });
    await userEvent.click(within(selector).getByRole('button', { name: 'Deutschland (DE)' }));
    const links = within(selector).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Österreich', 'https://www.storefront.at/'],
      ['Deutschland (DE)', 'https://www.storefront.de/'],
      ['Suisse', 'https://fr.storefront.ch/'],
    ]);
    expect(within(selector).getByRole('link', { name: 'Deutschland (DE)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      within(selector).getByRole('link', { name: 'Suisse' }).querySelector('img'),
    ).toHaveAttribute('src', '/service/footer-images/logos/flag_CH_FR.svg');
  });

  // NFPL-3.2-1: spec 3.2 "heading (with iconName and link, text and url)": the heading shows its icon.
  it('NFPL-3.2-1: a teaser group heading shows its iconName’s icon; an unknown name is logged and shows none', async () => {
    const groups = [
      {
        heading: { text: 'Zahlungsarten', iconName: 'payment' },
        links: [{ text: 'Alle Zahlungsarten', url: '/zahlungsarten-s1001.html' }],
      },
      {
        heading: { text: 'Hilfe & Kontakt', iconName: 'unicorn' },
        links: [{ text: 'Kontaktformular', url: '/contact' }],
      },
    ];
    fetchContent.mockResolvedValue({
      source: 'service',
      content: { ...content, teaser: { groups } },
    });
    const footer = await renderFooter();
    const payment = within(footer).getByRole('heading', { name: 'Zahlungsarten' });
    expect(payment.querySelector('img')).toHaveAttribute(
      'src',
      '/service/footer-images/group-icons/payment.svg',
    );
    expect(payment.querySelector('img')).toHaveAttribute('alt', '');
    expect(
      within(footer).getByRole('heading', { name: 'Hilfe & Kontakt' }).querySelector('img'),
    ).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      'Unknown footer group icon "unicorn"; the icon is left out.',
    );
    consoleError.mockClear();
  });

  it('NFPL-3.2-7, NFPL-4.5-1: shows the country selector with the current site selected; an unknown site counts as DE', async () => {
    await renderFooter({ site: 'XX' as FooterProps['site'] });
    const selector = screen.getByRole('navigation', { name: 'Land auswählen' });
    const button = within(selector).getByRole('button', { name: 'Deutschland' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const links = within(selector).getAllByRole('link');
    // NFPL-3.2-6: without the editors' list, the spec's order of the switcher codes (3.2): PL before CZ.
    expect(links.map((link) => link.textContent)).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz (Deutsch)',
      'Suisse (Français)',
      'Polska',
      'Česká republika',
      'Magyarország',
      'Slovensko',
      'Türkiye',
    ]);
    expect(within(selector).getByRole('link', { name: 'Deutschland' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // NFPL-2.2-10: choosing a country goes to that country's site address.
    expect(within(selector).getByRole('link', { name: 'Magyarország' })).toHaveAttribute(
      'href',
      'http://hu.localhost/',
    );
    expect(
      within(selector).getByRole('link', { name: 'Türkiye' }).querySelector('img'),
    ).toHaveAttribute('src', '/service/footer-images/logos/flag_TR.svg');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('Footer on phones', () => {
  it('NFPL-2.2-5, NFPL-2.2-9, NFPL-2.2-13: shows the teaser groups as an accordion on MATCH, with hideInClassic links and without the selector', async () => {
    setCookie('platform=MATCH');
    const footer = await renderFooter();
    expect(footer.querySelector('[data-layout="accordion"]')).not.toBeNull();
    const help = within(footer).getByRole('button', { name: 'Hilfe & Kontakt' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(within(footer).queryByRole('link', { name: 'Zur App' })).toBeNull();
    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(within(footer).getByRole('link', { name: 'Zur App' })).toHaveAttribute(
      'href',
      '/mobile',
    );
    // NFPL-2.2-6: the search-engine links are an accordion on phones too.
    expect(within(footer).getByRole('button', { name: 'Beliebte Kategorien' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(footer).queryByRole('navigation', { name: 'Land auswählen' })).toBeNull();
    // NFPL-2.2-16: the switch to the full desktop view.
    expect(within(footer).getByRole('button', { name: 'Desktop-Ansicht' })).toBeInTheDocument();
  });

  it('NFPL-2.2-9: hides the selector on SMARTPHONE too', async () => {
    setCookie('platform=SMARTPHONE');
    const footer = await renderFooter();
    expect(within(footer).queryByRole('navigation', { name: 'Land auswählen' })).toBeNull();
  });

  it('NFPL-2.2-5, NFPL-2.2-9: uses columns but hides the selector on TABLET', async () => {
    setCookie('platform=TABLET');
    const footer = await renderFooter();
    expect(footer.querySelector('[data-layout="columns"]')).not.toBeNull();
    expect(within(footer).queryByRole('navigation', { name: 'Land auswählen' })).toBeNull();
  });
});

describe('reduced footer and the newsletter block', () => {
  it.each([
    ['the reduced flag', { reduced: true }, ''],
    ['an affiliate number cookie', {}, 'affiliateNumber=4711'],
    ['the new-app marker', {}, 'affiliateNumber=newapp'],
  ])(
    'NFPL-2.2-1, NFPL-2.2-6, NFPL-2.2-7, NFPL-2.2-12: by %s drops checkout-hidden groups, search links, social and app icons and the newsletter block',
    async (_name, overrides, cookie) => {
      if (cookie) setCookie(cookie);
      const footer = await renderFooter(overrides);
      expect(footer).toHaveAttribute('data-reduced', 'true');
      expect(within(footer).queryByRole('region', { name: 'Über uns' })).toBeNull();
      expect(within(footer).getByRole('region', { name: 'Hilfe & Kontakt' })).toBeInTheDocument();
      expect(within(footer).queryByRole('heading', { name: 'Beliebte Kategorien' })).toBeNull();
      expect(within(footer).queryByRole('heading', { name: 'Folgen Sie uns' })).toBeNull();
      expect(within(footer).queryByRole('heading', { name: 'Unsere Apps' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Newsletter-Anmeldung' })).toBeNull();
    },
  );

  it.each(['WAITING_FOR_DOI', 'SUBSCRIBED'])(
    'NFPL-2.2-3: hides the newsletter block for a customer whose nl_status is %s',
    async (nlStatus) => {
      fetchNlStatusMock.mockResolvedValue(nlStatus);
      await renderFooter();
      expect(screen.queryByRole('region', { name: 'Newsletter-Anmeldung' })).toBeNull();
    },
  );

  it.each([null, 'UNSUBSCRIBED'])(
    'shows the newsletter block for a customer whose nl_status is %s',
    async (nlStatus) => {
      fetchNlStatusMock.mockResolvedValue(nlStatus);
      await renderFooter();
      expect(screen.getByRole('region', { name: 'Newsletter-Anmeldung' })).toBeInTheDocument();
    },
  );

  it('follows a login or logout, in this tab or another one, like the greeting (issue 19)', async () => {
    await renderFooter();
    expect(screen.getByRole('region', { name: 'Newsletter-Anmeldung' })).toBeInTheDocument();
    const asked = fetchNlStatusMock.mock.calls.length;

    fetchNlStatusMock.mockResolvedValue('SUBSCRIBED');
    act(() => emit('login:status-changed', { loggedIn: true }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Newsletter-Anmeldung' })).toBeNull(),
    );

    fetchNlStatusMock.mockResolvedValue(undefined);
    act(() => emit('login:status-changed', { loggedIn: false }));
    expect(await screen.findByRole('region', { name: 'Newsletter-Anmeldung' })).toBeInTheDocument();
    expect(fetchNlStatusMock).toHaveBeenCalledTimes(asked + 2);
  });

  it('NFPL-2.2-2: hides the newsletter block on the sign-up page itself, and shows it when the customer info failed', async () => {
    fetchNlStatusMock.mockRejectedValue(new Error('offline'));
    const { unmount } = await act(async () => render(<Footer {...props} pageType="newsletter" />));
    await waitFor(() =>
      expect(screen.getByRole('contentinfo')).toHaveAttribute('aria-busy', 'false'),
    );
    await settleNlStatus();
    expect(screen.queryByRole('region', { name: 'Newsletter-Anmeldung' })).toBeNull();
    unmount();
    await renderFooter();
    expect(await screen.findByRole('region', { name: 'Newsletter-Anmeldung' })).toBeInTheDocument();
  });
});

describe('without service content', () => {
  it('NFPL-7.2-3: shows the embedded texts after a 404', async () => {
    fetchContent.mockResolvedValue({
      source: 'static',
      content: STATIC_FOOTER_CONTENT.HU as FooterContent,
    });
    const footer = await renderFooter({ site: 'HU' });
    expect(within(footer).getByRole('link', { name: 'Kapcsolatfelvételi űrlap' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('still leads to help and the legal pages when the content failed', async () => {
    fetchContent.mockResolvedValue({ source: 'none' });
    const footer = await renderFooter();
    const essential = within(footer).getByRole('navigation', { name: 'Service und Rechtliches' });
    expect(within(essential).getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(footer).getByRole('button', { name: 'Zur mobilen Ansicht' })).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Land auswählen' })).toBeInTheDocument();
  });
});

// A footer the browser renders from scratch (the page left to the browser, or a slot the server
// could only give its fallback) has no server data: it shows once its content and the newsletter
// status are in, so neither its content nor the sign-up above it grows in under the shopper's pointer.
describe('rendered from scratch', () => {
  const never = () => new Promise<never>(() => undefined);
  const staticContent = {
    source: 'static',
    content: STATIC_FOOTER_CONTENT.DE,
  } as FooterContentResult;
  beforeEach(() => [fetchContent, fetchNlStatusMock].forEach((request) => request.mockClear()));
  afterEach(() => jest.useRealTimers());

  async function renderFromScratch() {
    // Awaited: React schedules the suspended render's retry only from an awaited act.
    await act(async () => {
      render(
        <Suspense fallback={<div role="status">placeholder</div>}>
          <Footer {...props} />
        </Suspense>,
      );
    });
  }

  it('shows nothing but the placeholder until its content and the newsletter status are in, then all of it at once, asking each once', async () => {
    let answerContent: (result: FooterContentResult) => void = () => undefined;
    let answerStatus: (status: string | undefined) => void = () => undefined;
    fetchContent.mockImplementation(() => new Promise((resolve) => (answerContent = resolve)));
    fetchNlStatusMock.mockImplementation(() => new Promise((resolve) => (answerStatus = resolve)));
    await renderFromScratch();

    expect(screen.getByRole('status')).toHaveTextContent('placeholder');
    await act(async () => answerContent(staticContent));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await act(async () => answerStatus(undefined));

    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('region', { name: 'Newsletter-Anmeldung' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchContent).toHaveBeenCalledTimes(1);
    expect(fetchNlStatusMock).toHaveBeenCalledTimes(1);
  });

  it('shows without what is still missing after its wait; the newsletter status then loads in place', async () => {
    jest.useFakeTimers();
    fetchContent.mockResolvedValue(staticContent);
    fetchNlStatusMock.mockImplementation(never);
    await renderFromScratch();
    await act(async () => jest.advanceTimersByTime(SLOT_DATA_WAIT_MS - 1));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));

    expect(await screen.findByRole('contentinfo')).toHaveAttribute('aria-busy', 'false');
    // A subscribed customer must never see the sign-up flash: it waits for the status, which is asked again.
    expect(screen.queryByRole('region', { name: 'Newsletter-Anmeldung' })).not.toBeInTheDocument();
    expect(fetchNlStatusMock).toHaveBeenCalledTimes(2);
  });
});
