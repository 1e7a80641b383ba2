import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';
import type { CachedPage } from './pageCache';

/** The encodings a cached page is kept in, best first (compression.ts answers the same two). */
const ENCODINGS = ['br', 'gzip'] as const;

/** RFC 9211 Cache-Status values the document server gives its pages: what the page cache did. */
export const CACHE_STATUS = {
  hit: 'storefront; hit',
  stale: 'storefront; hit; fwd=stale',
  miss: 'storefront; fwd=uri-miss',
  bypass: 'storefront; fwd=bypass',
} as const;

function entityTag(page: CachedPage, encoding: string): string {
  return `"${page.digest}-${encoding}"`;
}

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((each) => {
    const candidate = each.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === tag;
  });
}

/**
 * Answers a page from its cached copy: the encoding the visitor accepts (made once, at store
 * time), an entity tag per encoding (a 304 for a copy the visitor has), and the copy's age. The
 * caller has set every other header (caching, security) for this visitor.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  lookup: { stale: boolean; ageS: number },
): FastifyReply {
  const acceptEncoding = request.headers['accept-encoding'];
  const encoding =
    (typeof acceptEncoding === 'string' ? negotiate(acceptEncoding, [...ENCODINGS]) : null) ??
    'identity';
  const tag = entityTag(page, encoding);
  reply.header('cache-status', lookup.stale ? CACHE_STATUS.stale : CACHE_STATUS.hit);
  reply.header('age', String(lookup.ageS));
  reply.header('etag', tag);
  reply.type('text/html; charset=utf-8');
  if (page.status === 200 && matches(request.headers['if-none-match'], tag))
    return reply.code(304).send();
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  // A Content-Encoding already set: @fastify/compress passes the body through as it is.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(page.status).send(body);
}
