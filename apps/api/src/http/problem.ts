import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '@storefront/contracts';

/** Answers with an RFC 9457 problem body; every 4xx/5xx of the API looks like this. */
export function sendProblem(reply: FastifyReply, status: number, type: string, title: string, extra: Partial<Problem> = {}): FastifyReply {
  const body: Problem = { type, title, status, ...extra };
  return reply.code(status).type('application/problem+json').send(body);
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed percent-escape in
 * the path) would otherwise get Fastify's own JSON body instead of a problem.
 */
export function frameworkErrorProblem(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  sendProblem(reply, status, 'urn:storefront:bad-request', 'The request URL is not valid.');
}
