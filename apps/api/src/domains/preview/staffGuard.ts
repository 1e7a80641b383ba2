import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainContext } from '../../domain';
import { staffOfRequest, type StaffOfRequest } from '../login';
import { hasValidCsrf, sendProblem } from '@storefront/server-kit';

/**
 * Every staff route: the anti-forgery header (these GETs set or clear cookies) and a valid staff
 * token. Answers 403/401 itself and returns undefined when the request may not pass.
 */
export async function requireStaff(
  request: FastifyRequest,
  reply: FastifyReply,
  context: DomainContext,
): Promise<StaffOfRequest | undefined> {
  if (!hasValidCsrf(request, context.config)) {
    sendProblem(
      reply,
      403,
      'urn:storefront:csrf',
      'The request is missing a valid anti-forgery token.',
    );
    return undefined;
  }
  const staff = await staffOfRequest(request, context);
  if (!staff) {
    sendProblem(reply, 401, 'urn:storefront:unauthorized', 'Staff login required.');
    return undefined;
  }
  reply.header('cache-control', 'no-store');
  return staff;
}
