import { http } from '@storefront/platform';
import { CACHEKEY_API_PATH, SUGGESTIONS_API_PATH } from '@storefront/search-schemas';
import { fetchSuggestions, loadCacheKeyOnce } from './suggestionsApi';

describe('search API calls (spec section 7)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the cache key once however often the header starts', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ cacheKey: 'k-1' });
    const answers = await Promise.all([loadCacheKeyOnce(), loadCacheKeyOnce()]);
    expect(await loadCacheKeyOnce()).toBe('k-1');
    expect(answers).toEqual(['k-1', 'k-1']);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(CACHEKEY_API_PATH, expect.anything());
  });

  it('asks for 10 terms and 5 products with the term and the site', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ searchTerms: [], products: [] });
    await fetchSuggestions('HU', 'kávé');
    expect(get).toHaveBeenCalledWith(SUGGESTIONS_API_PATH, expect.anything(), expect.objectContaining({ params: { q: 'kávé', site: 'HU', maxSearchTerms: 10, maxProducts: 5 } }));
  });
});
