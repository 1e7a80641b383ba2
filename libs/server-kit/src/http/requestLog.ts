import type { FastifyRequest } from 'fastify';

/** What a masked secret reads as in a log line. */
export const MASK = '***';

/** Path segments that are secrets: the newsletter subscriber token after `newsletter-subscribers/`. */
const SECRET_AFTER_SEGMENT = new Set(['newsletter-subscribers']);
/** Query parameters that are secrets (the double-opt-in link's `token`, anything named like one). */
const SECRET_PARAMETER = /token|secret|password|auth/i;

/**
 * A request's URL as it may be logged: subscriber tokens in the path and secret-looking query values
 * replaced by ***, so production request logs never hold a token that confirms or changes a
 * subscription (OWASP Logging cheat sheet: no session ids, tokens or passwords).
 * Linear in the URL's length (split, no pattern that could backtrack).
 */
export function maskedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  for (let index = 1; index < segments.length; index += 1) {
    if (SECRET_AFTER_SEGMENT.has(segments[index - 1] ?? '') && segments[index] !== '')
      segments[index] = MASK;
  }
  if (queryAt === -1) return segments.join('/');
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAMETER.test(name) ? `${name}=${MASK}` : pair;
    })
    .join('&');
  return `${segments.join('/')}?${query}`;
}

/** Fastify's request serializer with the URL masked (the rest as Fastify logs it). */
export function maskedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options of the API's and the storefront's apps (a stream only where a test reads the lines). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): {
  level: string;
  serializers: { req: (request: FastifyRequest) => Record<string, unknown> };
  stream?: { write(line: string): void };
} {
  return { level, serializers: { req: maskedRequest }, ...(stream ? { stream } : {}) };
}
