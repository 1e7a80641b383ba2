import { within } from '@testing-library/react';
import type { Locale, RemoteProps, ServerRequestContext } from '@storefront/contracts';
import { serverRenderAndHydrate } from '@storefront/testing';
import { fetchSubscription } from '../features/subscription/subscriptionApi';
import Subscription, { loadServerData } from './Subscription';
import { requestContext, withTexts } from '../testing/serverRendering';

jest.mock('../features/subscription/subscriptionApi', () => ({
  fetchSubscription: jest.fn(),
  updateSubscription: jest.fn(),
}));
const fetchMock = jest.mocked(fetchSubscription);
const TOKEN = 'd'.repeat(43);
const SUBSCRIBER = {
  email: 'anna@example.com',
  site: 'DE',
  status: 'PENDING',
  consents: ['DNE'],
  interests: [],
  origin: 'onsite',
  originAddition: 'subsite',
  createdAt: '2026-11-01T10:00:00.000Z',
  confirmedAt: null,
};

beforeEach(() => {
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

describe.each([
  ['DE', 'de-DE'],
  ['HU', 'hu-HU'],
  ['TR', 'tr-TR'],
] as const)('the subscription page hydrating the server markup on %s', (site, locale: Locale) => {
  const props = (serverData: unknown): RemoteProps => ({
    site,
    locale,
    platform: 'CLASSIC',
    pageType: 'newsletterSubscription',
    reduced: false,
    serverData,
  });
  const fetchService: ServerRequestContext['fetchService'] = async () => ({
    status: 200,
    body: { ...SUBSCRIBER, site },
  });

  it.each(['', '&subscription=saved', '&subscription=firstName.required'])(
    'hydrates the subscription (query %j) without a mismatch and asks nothing again',
    async (extra) => {
      window.history.replaceState(
        null,
        '',
        `/subscribenewsletter/subscription?token=${TOKEN}${extra}`,
      );
      const data = await loadServerData(
        requestContext({
          site,
          locale,
          pageType: 'newsletterSubscription',
          path: '/subscribenewsletter/subscription',
          query: `token=${TOKEN}${extra}`,
          fetchService,
        }),
      );
      const { container, errors, unmount } = await serverRenderAndHydrate(
        withTexts(locale, <Subscription {...props(data)} />),
      );
      expect(errors).toEqual([]);
      expect(within(container).getAllByRole('form')).toHaveLength(2);
      expect(fetchMock).not.toHaveBeenCalled();
      unmount();
    },
  );

  it('hydrates the invalid-link message for a link without a token', async () => {
    window.history.replaceState(null, '', '/subscribenewsletter/subscription');
    const data = await loadServerData(
      requestContext({
        site,
        locale,
        pageType: 'newsletterSubscription',
        path: '/subscribenewsletter/subscription',
        query: '',
        fetchService,
      }),
    );
    const { container, errors, unmount } = await serverRenderAndHydrate(
      withTexts(locale, <Subscription {...props(data)} />),
    );
    expect(errors).toEqual([]);
    expect(within(container).queryByRole('form')).toBeNull();
    unmount();
  });
});
