import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ProblemCode, type ServiceProblem, UPLOAD_LIMITS } from '@storefront/deploy-client';

/** Answers with the contract's problem: a code CI can branch on and a sentence that says what to do. */
export function sendServiceProblem(
  reply: FastifyReply,
  status: number,
  code: ProblemCode,
  title: string,
  detail?: string,
): FastifyReply {
  const body: ServiceProblem = { status, code, title, ...(detail ? { detail } : {}) };
  return reply.code(status).type('application/problem+json').send(body);
}

/** A refusal raised inside a route: the route's caller answers it as a problem. */
export class ServiceRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    title: string,
    readonly detail?: string,
  ) {
    super(title);
  }
}

/**
 * The service's error handler: its own refusals as they are; the framework's 4xx (unparsable JSON,
 * a body over the limit, another content type) with a fixed title; anything else logged and
 * answered 500 without its details (a driver's message may name a host or a path).
 */
export function serviceErrorHandler(
  error: { statusCode?: number } & Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ServiceRefusal)
    return sendServiceProblem(reply, error.status, error.code, error.message, error.detail);
  const status = error.statusCode ?? 500;
  if (status === 413)
    return sendServiceProblem(
      reply,
      413,
      'too-large',
      `The request body is larger than the service takes; a release is at most ${UPLOAD_LIMITS.totalBytes / 1024 / 1024} MB.`,
    );
  if (status >= 400 && status < 500)
    return sendServiceProblem(
      reply,
      status,
      'invalid-request',
      'The request is not a JSON body the release service understands.',
    );
  request.log.error({ err: error }, 'release service request failed');
  return sendServiceProblem(
    reply,
    500,
    'internal',
    'The release service failed; nothing was changed by this request. Try again, or tell the platform team.',
  );
}
