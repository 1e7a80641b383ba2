import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '@storefront/contracts';

/** Answers with an RFC 9457 problem body; every 4xx/5xx of the API looks like this. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  type: string,
  title: string,
  extra: Partial<Problem> = {},
): FastifyReply {
  const body: Problem = { type, title, status, ...extra };
  return reply.code(status).type('application/problem+json').send(body);
}

/** Fixed titles per status: an error's own message (a parser's, a driver's, a file path) never reaches the client. */
const CLIENT_ERROR_TITLES: Readonly<Record<number, string>> = {
  400: 'The request is not valid.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'No acceptable representation.',
  408: 'The request took too long.',
  413: 'The request body is too large.',
  414: 'The request path is too long.',
  415: 'The request body must be JSON.',
  429: 'Too many requests.',
};

/**
 * The error handler of the API and of the document server: 4xx errors raised by the framework
 * (unparsable JSON, wrong content type, body too large) answer with a fixed title; anything else is
 * logged with its details and answered 500 without them.
 */
export function errorProblemHandler(
  error: { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 500, 'urn:storefront:internal', 'Something went wrong on our side.');
  }
  return sendProblem(
    reply,
    status,
    'urn:storefront:bad-request',
    CLIENT_ERROR_TITLES[status] ?? 'The request could not be handled.',
  );
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed percent-escape in
 * the path) would otherwise get Fastify's own JSON body instead of a problem.
 */
export function frameworkErrorProblem(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  sendProblem(reply, status, 'urn:storefront:bad-request', 'The request URL is not valid.');
}
