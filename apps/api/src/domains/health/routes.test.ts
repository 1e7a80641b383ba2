import { HealthSchema } from '@storefront/contracts';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

it('reports a healthy API and database', async () => {
  const response = await api.inject({ method: 'GET', url: '/service/health' });
  expect(response.statusCode).toBe(200);
  expect(HealthSchema.parse(response.json()).database).toBe('ok');
});

it('answers unknown service paths with a 404 problem', async () => {
  const response = await api.inject({ method: 'GET', url: '/service/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ type: 'urn:storefront:not-found', status: 404 });
});

it('refuses a mutating call without the anti-forgery header', async () => {
  const response = await api.app.inject({ method: 'POST', url: '/service/cart/api/cart/articles', payload: { productId: '100001' } });
  expect(response.statusCode).toBe(403);
  expect(response.json().type).toBe('urn:storefront:csrf');
});

it('refuses a mutating call from another origin even with the token', async () => {
  const response = await api.inject({ method: 'POST', url: '/service/cart/api/cart/articles', payload: { productId: '100001' }, headers: { origin: 'https://evil.example', host: 'de.localhost:3000' } });
  expect(response.statusCode).toBe(403);
});
