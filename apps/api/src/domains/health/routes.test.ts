import { HealthSchema } from '@storefront/contracts';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { ReadinessSchema } from './routes';
import { shutDownGracefully, SHUTDOWN_DRAIN_MS } from '@storefront/server-kit';

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
  const response = await api.app.inject({
    method: 'POST',
    url: '/service/cart/api/cart/articles',
    payload: { productId: '100001' },
  });
  expect(response.statusCode).toBe(403);
  expect(response.json().type).toBe('urn:storefront:csrf');
});

it('refuses a mutating call from another origin even with the token', async () => {
  const response = await api.inject({
    method: 'POST',
    url: '/service/cart/api/cart/articles',
    payload: { productId: '100001' },
    headers: { origin: 'https://evil.example', host: 'de.localhost:3000' },
  });
  expect(response.statusCode).toBe(403);
});

describe('readiness and liveness', () => {
  afterEach(() => jest.useRealTimers());

  it(
    'is ready once started; on shutdown says so at once, keeps serving for the drain time, then closes',
    async () => {
      const stopping = await startTestApi();
      try {
        const ready = await stopping.inject({ method: 'GET', url: '/service/health/ready' });
        expect([ready.statusCode, ReadinessSchema.parse(ready.json()).status]).toEqual([
          200,
          'ready',
        ]);
        // Only the drain's timeout is faked: Fastify's own scheduling keeps running.
        jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
        const shutdown = shutDownGracefully(stopping.app, SHUTDOWN_DRAIN_MS);
        const draining = await stopping.inject({ method: 'GET', url: '/service/health/ready' });
        expect([draining.statusCode, ReadinessSchema.parse(draining.json()).status]).toEqual([
          503,
          'stopping',
        ]);
        expect(
          (await stopping.inject({ method: 'GET', url: '/service/health/live' })).statusCode,
        ).toBe(200);
        // Still serving shoppers while the load balancer takes the process out.
        expect(
          (
            await stopping.inject({
              method: 'POST',
              url: '/service/cart/api/cart/articles',
              payload: { productId: '100001' },
            })
          ).statusCode,
        ).toBe(200);
        await jest.advanceTimersByTimeAsync(SHUTDOWN_DRAIN_MS);
        await shutdown;
        await expect(
          stopping.inject({ method: 'GET', url: '/service/health/live' }),
        ).rejects.toThrow();
      } finally {
        jest.useRealTimers();
        await stopping.close();
      }
    },
    API_START_TIMEOUT_MS,
  );

  it('stays ready while a service it serves without is away, naming it, and says nothing once it is back', async () => {
    let storeAnswers = false;
    api.app.storefrontLifecycle.dependencies.set('release-store', () => storeAnswers);
    try {
      const degraded = await api.inject({ method: 'GET', url: '/service/health/ready' });
      expect([degraded.statusCode, ReadinessSchema.parse(degraded.json())]).toEqual([
        200,
        { status: 'ready', degraded: ['release-store'] },
      ]);
      storeAnswers = true;
      const back = await api.inject({ method: 'GET', url: '/service/health/ready' });
      expect([back.statusCode, ReadinessSchema.parse(back.json())]).toEqual([
        200,
        { status: 'ready' },
      ]);
    } finally {
      api.app.storefrontLifecycle.dependencies.delete('release-store');
    }
  });

  it('is not ready while the host serves releases behind its peers, and ready again once caught up', async () => {
    let behind: string[] = ['footer/0123456789ab'];
    api.app.storefrontLifecycle.behind = () => behind;
    const lagging = await api.inject({ method: 'GET', url: '/service/health/ready' });
    expect([lagging.statusCode, ReadinessSchema.parse(lagging.json())]).toEqual([
      503,
      { status: 'behind', behind: ['footer/0123456789ab'] },
    ]);
    // Still alive: a host that is behind is taken out of rotation, not restarted.
    expect((await api.inject({ method: 'GET', url: '/service/health/live' })).statusCode).toBe(200);
    behind = [];
    const caughtUp = await api.inject({ method: 'GET', url: '/service/health/ready' });
    expect([caughtUp.statusCode, ReadinessSchema.parse(caughtUp.json())]).toEqual([
      200,
      { status: 'ready' },
    ]);
  });
});
