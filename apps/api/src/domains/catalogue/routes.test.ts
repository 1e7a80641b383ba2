import { ProductListSchema, ProductSchema } from '@storefront/contracts';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

describe('catalogue API', () => {
  it('lists a site’s products in its language and currency', async () => {
    const response = await api.inject({
      method: 'GET',
      url: '/service/catalogue/api/products?site=HU&limit=3',
    });
    expect(response.statusCode).toBe(200);
    const { products } = ProductListSchema.parse(response.json());
    expect(products).toHaveLength(3);
    expect(products[0]).toMatchObject({
      id: '100001',
      title: 'Barista Espresso, szemes',
      productViewUrl: '/p/100001',
    });
    expect(Number.isInteger(products[0]?.price)).toBe(true);
  });

  it('answers one product, and 404 with a problem body for an unknown one', async () => {
    const found = await api.inject({
      method: 'GET',
      url: '/service/catalogue/api/products/300001?site=TR',
    });
    expect(ProductSchema.parse(found.json())).toMatchObject({
      title: 'Kadın örgü kazak',
      dimensionKey: 'size-M',
    });
    const missing = await api.inject({
      method: 'GET',
      url: '/service/catalogue/api/products/999999?site=TR',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, type: 'urn:storefront:not-found' });
  });

  it('refuses an unknown site or a bad limit with 400 and says why', async () => {
    const badSite = await api.inject({
      method: 'GET',
      url: '/service/catalogue/api/products?site=XX',
    });
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json().errors[0].path).toBe('site');
    const badLimit = await api.inject({
      method: 'GET',
      url: '/service/catalogue/api/products?site=DE&limit=1000',
    });
    expect(badLimit.statusCode).toBe(400);
  });

  it('keeps its data across a restart', async () => {
    const first = await api.inject({
      method: 'GET',
      url: '/service/catalogue/api/products?site=DE',
    });
    await api.app.close();
    const { createApiApp } = await import('../../api');
    const reopened = await createApiApp(api.config);
    const second = await reopened.inject({
      method: 'GET',
      url: '/service/catalogue/api/products?site=DE',
    });
    expect(second.json()).toEqual(first.json());
    api.app = reopened;
  });
});
