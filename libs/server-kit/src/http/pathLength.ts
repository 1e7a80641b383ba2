import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem';

/**
 * The longest request path served: no page or API path of ours comes near it (the
 * longest are product and release paths of under 200 characters), and every path is handled by code
 * that reads it whole, on every page. Longer ones get 414 before any of that runs.
 */
export const MAX_PATH_LENGTH = 2048;

/** The path's length without the query (found by indexOf: linear, no pattern). */
export function pathLengthOf(url: string): number {
  const query = url.indexOf('?');
  return query === -1 ? url.length : query;
}

/** 414 for an over-long path, before routing, on the app (API or storefront) it is called on. */
export function refuseLongPaths(app: FastifyInstance, maxLength = MAX_PATH_LENGTH): void {
  app.addHook('onRequest', async (request, reply) => {
    if (pathLengthOf(request.url) <= maxLength) return;
    await sendProblem(reply, 414, 'urn:storefront:uri-too-long', 'The request path is too long.');
  });
}
