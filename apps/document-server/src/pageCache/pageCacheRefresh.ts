import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header that marks the page cache's own re-render of a stale page (never a visitor's request). */
export const PAGE_CACHE_REFRESH_HEADER = 'x-storefront-page-refresh';

export interface PageCacheRefresh {
  /** This request is the cache's own re-render: render and keep, do not answer from the copy. */
  isRefresh(request: FastifyRequest): boolean;
  /** Renders the page `request` asked for anew, as an anonymous visitor with the same host and device. */
  render(request: FastifyRequest): Promise<unknown>;
}

/**
 * Stale-while-revalidate for the page cache: the visitor gets the stale copy at once, and the page
 * is rendered anew in-process through the same route (so through the same rules). The marker is a
 * secret of this process: a visitor who sends the header's name cannot make every request a
 * re-render.
 */
export function pageCacheRefresh(app: FastifyInstance): PageCacheRefresh {
  const secret = crypto.randomBytes(32).toString('base64url');
  const expected = Buffer.from(secret);
  return {
    isRefresh(request) {
      const value = request.headers[PAGE_CACHE_REFRESH_HEADER];
      if (typeof value !== 'string') return false;
      const given = Buffer.from(value);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
    render(request) {
      return app.inject({
        method: 'GET',
        url: request.url,
        headers: {
          host: request.headers.host ?? '',
          'user-agent': request.headers['user-agent'] ?? '',
          [PAGE_CACHE_REFRESH_HEADER]: secret,
        },
      });
    },
  };
}
