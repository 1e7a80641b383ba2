import type { FastifyInstance } from 'fastify';
import type { StorefrontMetrics } from './storefrontMetrics';

/**
 * Per route latency and status of the API: every answer under /service, by its
 * route pattern (`/service/catalogue/api/products/:id`, never the shopper's URL, so the labels stay
 * few), method and status code. A request no route matched counts as `unmatched`.
 */
export function registerApiMetrics(
  app: FastifyInstance,
  metrics: Pick<StorefrontMetrics, 'apiRequest'>,
): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/service/')) return;
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.apiRequest(
      route.startsWith('/service/') ? route : 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
