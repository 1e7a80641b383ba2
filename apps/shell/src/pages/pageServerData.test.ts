/**
 * @jest-environment node
 */
import type { ServerRequestContext } from '@storefront/contracts';
import { requestContext } from '@storefront/testing';
import { loadServerData as loadHome } from './HomePage';
import { loadServerData as loadProduct } from './ProductPage';
import { loadServerData as loadLogin } from './LoginPage';
import { loadServerData as loadLogout } from './LogoutPage';
import { embeddedProduct } from '../features/catalogue/catalogueServerData';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const product = {
  id: '100001',
  tcm: 'tcm:100001',
  title: 'Barista Espresso',
  category: 'coffee',
  price: 6.99,
  imageUrl: '/i.svg',
  productViewUrl: '/p/100001',
  availability: 'AVAILABLE',
};

function context(overrides: Partial<ServerRequestContext>): ServerRequestContext {
  return requestContext({
    site: 'HU',
    locale: 'hu-HU',
    fetchService: () => Promise.resolve({ status: 503, body: undefined }),
    ...overrides,
  });
}

describe("the shell pages' loadServerData", () => {
  it("asks the catalogue for the home page's teasers of the site", async () => {
    const fetchService = jest.fn(() =>
      Promise.resolve({ status: 200, body: { products: [product] } }),
    );
    // Each price formatted for the site on the server: the browser hydrates the text (issue 27).
    await expect(loadHome(context({ fetchService }))).resolves.toEqual({
      products: [{ ...product, priceText: '7\u00a0Ft' }],
    });
    // The catalogue reads no cookie: its answer may serve other pages for 10 s.
    expect(fetchService).toHaveBeenCalledWith(
      '/service/catalogue/api/products?site=HU&limit=12',
      {},
      { shareForS: 10 },
    );
  });

  it('fails when the catalogue does, so the browser asks again', async () => {
    await expect(loadHome(context({}))).rejects.toThrow('503');
    await expect(
      loadHome(
        context({
          fetchService: () => Promise.resolve({ status: 200, body: { products: [{ id: 1 }] } }),
        }),
      ),
    ).rejects.toThrow();
  });

  it("embeds a product page's product, and that there is none", async () => {
    const fetchService = jest.fn((path: string) =>
      Promise.resolve(
        path.startsWith('/service/catalogue/api/products/100001?')
          ? { status: 200, body: product }
          : { status: 404, body: undefined },
      ),
    );
    const found = await loadProduct(
      context({ pageType: 'ProductDetailPage', path: '/p/100001', fetchService }),
    );
    expect(embeddedProduct(found)).toEqual({ ...product, priceText: '7\u00a0Ft' });
    expect(fetchService).toHaveBeenCalledWith(
      '/service/catalogue/api/products/100001?site=HU',
      {},
      { shareForS: 10 },
    );
    expect(
      embeddedProduct(
        await loadProduct(context({ pageType: 'ProductDetailPage', path: '/p/42', fetchService })),
      ),
    ).toBe('missing');
    expect(
      await loadProduct(context({ pageType: 'ProductDetailPage', path: '/p/%E0', fetchService })),
    ).toBeUndefined();
  });

  it('gives the login form a safe way back and the outcome of a returned post', async () => {
    await expect(
      loadLogin(context({ pageType: 'login', query: 'returnTo=%2Fc%2Fkaffee&login=unauthorized' })),
    ).resolves.toEqual({
      returnTo: '/c/kaffee',
      error: 'unauthorized',
    });
    await expect(
      loadLogin(context({ pageType: 'login', query: 'returnTo=https%3A%2F%2Fevil.example' })),
    ).resolves.toEqual({ returnTo: '/' });
  });

  it("gives the logout form the visitor's own anti-forgery cookie", async () => {
    await expect(
      loadLogout(
        context({
          pageType: 'logout',
          cookies: { '__Host-csrf_token': 'abc' },
          query: 'returnTo=/p/1',
        }),
      ),
    ).resolves.toEqual({
      csrf: 'abc',
      returnTo: '/p/1',
    });
    await expect(
      loadLogout(context({ pageType: 'logout', query: 'returnTo=//evil.example' })),
    ).resolves.toEqual({ csrf: '', returnTo: '/' });
  });
});
