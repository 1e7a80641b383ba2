import { HttpError, type HttpClient } from '@storefront/platform';
import { fetchFooterContent, FOOTER_CONTENT_PATH } from './footerContentApi';

function clientAnswering(answer: () => Promise<unknown>): HttpClient & { get: jest.Mock } {
  return {
    get: jest.fn(answer),
    request: jest.fn(),
    postJson: jest.fn(),
    putJson: jest.fn(),
  } as unknown as HttpClient & { get: jest.Mock };
}

const content = {
  headline: 'Wir sind für Sie da',
  teaser: {
    groups: [{ heading: { text: 'Hilfe' }, links: [{ text: 'Kontakt', url: '/contact' }] }],
  },
};

describe('fetchFooterContent', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  // NFPL-7.2-2: the loader asks for the content by site.
  it('NFPL-7.2-1, NFPL-7.2-2: parses the contentJSON string of the SHOP_FOOTER promotion, asking for the site', async () => {
    const client = clientAnswering(async () => ({
      type: 'ApiShopFooter',
      contentJSON: JSON.stringify(content),
    }));
    await expect(fetchFooterContent('HU', client)).resolves.toEqual({ source: 'service', content });
    expect(client.get).toHaveBeenCalledWith(FOOTER_CONTENT_PATH, expect.anything(), {
      headers: { 'x-hunter-site': 'HU' },
    });
    expect(FOOTER_CONTENT_PATH).toBe('/service/promotion/api/promotion/SHOP_FOOTER');
  });

  it('NFPL-7.2-1, NFPL-7.2-3: falls back to the embedded texts on 404 for the seven sites that have them', async () => {
    const notFound = clientAnswering(async () =>
      Promise.reject(new HttpError('status', 'Not found', 404)),
    );
    for (const site of ['AT', 'CH', 'CH_FR', 'DE', 'PL', 'CZ', 'HU'] as const) {
      expect((await fetchFooterContent(site, notFound)).source).toBe('static');
    }
    for (const site of ['SK', 'TR'] as const)
      expect(await fetchFooterContent(site, notFound)).toEqual({ source: 'none' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('NFPL-7.2-1: logs and ignores any other failure: server errors, timeouts, broken content', async () => {
    for (const failure of [
      () => Promise.reject(new HttpError('status', 'Boom', 500)),
      () => Promise.reject(new HttpError('timeout', 'The request timed out.')),
      async () => ({ type: 'ApiShopFooter', contentJSON: '{not json' }),
      async () => ({ type: 'ApiShopFooter', contentJSON: JSON.stringify({ teaser: 'wrong' }) }),
    ]) {
      await expect(fetchFooterContent('DE', clientAnswering(failure))).resolves.toEqual({
        source: 'none',
      });
    }
    expect(consoleError).toHaveBeenCalledTimes(4);
  });
});
