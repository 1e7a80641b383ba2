import { http } from '@storefront/platform';
import { fetchSuggestions, loadCacheKeyOnce } from './suggestionsApi';

describe('search API calls (spec section 7)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the cache key once however often the header starts', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ cacheKey: 'k-1' });
    const answers = await Promise.all([loadCacheKeyOnce(), loadCacheKeyOnce()]);
    expect(await loadCacheKeyOnce()).toBe('k-1');
    expect(answers).toEqual(['k-1', 'k-1']);
    // HSC-7-8: GET cachekey once however often the header starts.
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/service/searchfrontend/api/cachekey', expect.anything());
  });

  it('asks for 10 terms and 5 products with the term and the site', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ searchTerms: [], products: [] });
    await fetchSuggestions('HU', 'kávé');
    // HSC-7-7 / HSC-9-12: GET suggestions with q, site, maxSearchTerms 10 and maxProducts 5.
    expect(get).toHaveBeenCalledWith(
      '/service/searchfrontend/api/suggestions',
      expect.anything(),
      expect.objectContaining({
        params: { q: 'kávé', site: 'HU', maxSearchTerms: 10, maxProducts: 5 },
      }),
    );
  });
});
