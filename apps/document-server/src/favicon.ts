import type { FastifyInstance } from 'fastify';

/** How long a browser may keep the answer that there is no icon: a day, like a CDN's default. */
export const FAVICON_ANSWER_MAX_AGE_S = 86_400;

/**
 * Browsers ask every origin for `/favicon.ico` after the first page. The storefront has no icon of
 * its own (the specifications name none), and without this route the request fell to the page route:
 * a whole server render of the not-found page per first visit, whose answer also issued a fresh
 * anti-forgery cookie behind the page's back. It answers a small, cacheable 404 instead.
 */
export function registerFavicon(app: FastifyInstance): void {
  app.get('/favicon.ico', async (_request, reply) =>
    reply
      .code(404)
      .header('cache-control', `public, max-age=${FAVICON_ANSWER_MAX_AGE_S}`)
      .header('x-content-type-options', 'nosniff')
      .type('text/plain; charset=utf-8')
      .send('Not found'),
  );
}
