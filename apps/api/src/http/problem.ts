import type { FastifyReply } from 'fastify';
import type { Problem } from '@storefront/contracts';

/** Answers with an RFC 9457 problem body; every 4xx/5xx of the API looks like this. */
export function sendProblem(reply: FastifyReply, status: number, type: string, title: string, extra: Partial<Problem> = {}): FastifyReply {
  const body: Problem = { type, title, status, ...extra };
  return reply.code(status).type('application/problem+json').send(body);
}
