import { within } from '@testing-library/react';
import {
  SITES,
  type FooterProps,
  type Locale,
  type ServerRequestContext,
  type Site,
} from '@storefront/contracts';
import { FOOTER_SITE_ORIGINS_PATH } from '@storefront/footer-schemas';
import Footer, { loadServerData } from './Footer';
import { requestAbAssignmentOnce } from '../features/abtest/abAssignment';
import {
  FOOTER_CONTENT_PATH,
  fetchFooterContent,
} from '../features/footer-content/footerContentApi';
import { STATIC_FOOTER_CONTENT } from '../features/footer-content/staticContent';
import { fetchNlStatus } from '../features/newsletter-block/customerInfoApi';
import { serverRenderAndHydrate } from '@storefront/testing';
import { requestContext, withTexts } from '../testing/serverRendering';

jest.mock('../features/abtest/abAssignment', () => ({ requestAbAssignmentOnce: jest.fn() }));
jest.mock('../features/footer-content/footerContentApi', () => ({
  ...jest.requireActual('../features/footer-content/footerContentApi'),
  fetchFooterContent: jest.fn(),
}));
jest.mock('../features/newsletter-block/customerInfoApi', () => ({
  ...jest.requireActual('../features/newsletter-block/customerInfoApi'),
  fetchNlStatus: jest.fn(),
}));
const fetchContentMock = jest.mocked(fetchFooterContent);
const fetchNlStatusMock = jest.mocked(fetchNlStatus);
const abMock = jest.mocked(requestAbAssignmentOnce);

const ORIGINS = Object.fromEntries(
  SITES.map((site) => [site, `http://${site.toLowerCase().replace('_', '-')}.localhost:3000`]),
) as Record<Site, string>;

/** The document server's in-process service: the site's embedded texts as its content, and the origins. */
const fetchService: ServerRequestContext['fetchService'] = async (path, headers) => {
  if (path === FOOTER_SITE_ORIGINS_PATH) return { status: 200, body: ORIGINS };
  const site = headers?.['x-hunter-site'] as Site;
  const content = STATIC_FOOTER_CONTENT[site];
  if (path === FOOTER_CONTENT_PATH && content)
    return { status: 200, body: { type: 'ApiShopFooter', contentJSON: JSON.stringify(content) } };
  return { status: 404, body: {} };
};

/** The selector's button names the current country in its own language. */
const SITES_LABEL: Record<Site, string> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz (Deutsch)',
  CH_FR: 'Suisse (Français)',
  CZ: 'Česká republika',
  HU: 'Magyarország',
  PL: 'Polska',
  SK: 'Slovensko',
  TR: 'Türkiye',
};

const SITES_TESTED: [Site, Locale][] = [
  ['DE', 'de-DE'],
  ['HU', 'hu-HU'],
  ['TR', 'tr-TR'],
];

beforeEach(() => {
  jest.clearAllMocks();
  fetchContentMock.mockReturnValue(new Promise(() => undefined));
  fetchNlStatusMock.mockResolvedValue(undefined);
  document.body.innerHTML = '';
  for (const name of ['platform', 'affiliateNumber'])
    document.cookie = `${name}=; path=/; max-age=0`;
});

describe.each(SITES_TESTED)('hydrating the footer on %s', (site, locale) => {
  const props = (
    serverData: unknown,
    platform: FooterProps['platform'] = 'CLASSIC',
  ): FooterProps => ({
    site,
    locale,
    platform,
    pageType: 'home',
    reduced: false,
    serverData,
    newsletterSlot: <section aria-label="Newsletter">Newsletter</section>,
  });

  it('matches the server markup and fetches none of its data again; then the selector becomes a disclosure', async () => {
    // The browser's own platform cookie says the same as the prop the shell hands over.
    document.cookie = 'platform=CLASSIC; path=/';
    const data = await loadServerData(requestContext({ site, locale, fetchService }));
    const {
      container,
      errors: complaints,
      unmount,
    } = await serverRenderAndHydrate(withTexts(locale, <Footer {...props(data)} />));
    expect(complaints).toEqual([]);
    expect(fetchContentMock).not.toHaveBeenCalled();
    expect(fetchNlStatusMock).not.toHaveBeenCalled();
    expect(abMock).toHaveBeenCalledTimes(1);
    const footer = within(container).getByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: SITES_LABEL[site] })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    unmount();
  });

  it('matches on a phone (MATCH): the accordion the server laid out', async () => {
    document.cookie = 'platform=MATCH; path=/';
    const data = await loadServerData(
      requestContext({ site, locale, platform: 'MATCH', fetchService }),
    );
    const {
      container,
      errors: complaints,
      unmount,
    } = await serverRenderAndHydrate(withTexts(locale, <Footer {...props(data, 'MATCH')} />));
    expect(complaints).toEqual([]);
    expect(container.querySelector('[data-platform="MATCH"]')).not.toBeNull();
    unmount();
  });

  it('matches when the server rendered without data (loader failed), then loads in the browser as before', async () => {
    document.cookie = 'affiliateNumber=4711; path=/';
    document.cookie = 'platform=CLASSIC; path=/';
    const {
      container,
      errors: complaints,
      unmount,
    } = await serverRenderAndHydrate(withTexts(locale, <Footer {...props(undefined)} />));
    expect(complaints).toEqual([]);
    expect(fetchContentMock).toHaveBeenCalledWith(site);
    expect(fetchNlStatusMock).toHaveBeenCalledTimes(1);
    // After hydration the cookie's reduced rule applies.
    expect(container.querySelector('footer')).toHaveAttribute('data-reduced', 'true');
    unmount();
  });
});
